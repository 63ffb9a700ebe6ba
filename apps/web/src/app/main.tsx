import '@mantine/core/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { refreshUser } from '../shared/session/session-api'
import { selectSessionTokens } from '../shared/session/session-slice'
import { AppRoot } from './app-root'
import { createAppRouter } from './app-routes'
import { connectApi } from './connect-api'
import { createAppStore } from './store'

const store = createAppStore()
const router = createAppRouter()
connectApi(store, router)

// A session kept from an earlier visit may have expired; asking who it belongs to finds out
// (a 401 drops it) and refreshes the name shown in the navbar.
if (selectSessionTokens(store.getState()) !== undefined) void store.dispatch(refreshUser())

const container = document.getElementById('root')
if (container === null) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <AppRoot store={store} router={router} />
  </StrictMode>,
)
