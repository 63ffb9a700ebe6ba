import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { useDispatch } from 'react-redux'

/**
 * `dispatch` that accepts thunks. Shared code cannot see the app's root state (it is built in
 * `app/`), so selectors take the slice they read and thunks do not read state.
 */
export type AppThunkDispatch = ThunkDispatch<unknown, unknown, UnknownAction>

export const useAppDispatch = useDispatch.withTypes<AppThunkDispatch>()
