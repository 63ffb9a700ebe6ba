import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { resetApiConfig } from './shared/api/api-config'

// findBy… and waitFor wait 1 s by default: too short for a page rendering on a loaded machine.
configure({ asyncUtilTimeout: 5_000 })

// jsdom has neither; Mantine asks for both (color scheme queries, sizing of menus and inputs).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList,
})

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverStub })

Object.defineProperty(window.HTMLElement.prototype, 'scrollIntoView', {
  writable: true,
  value: () => undefined,
})

afterEach(() => {
  cleanup()
  localStorage.clear()
  resetApiConfig()
  vi.unstubAllGlobals()
})
