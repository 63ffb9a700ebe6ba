/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the main site API; `/api` on the same origin by default. */
  readonly VITE_API_BASE_URL?: string
  /** Base URL of the service API; `/svc` by default. */
  readonly VITE_SVC_BASE_URL?: string
  /** Base URL of the content hosts; `/cdn` by default. */
  readonly VITE_CDN_BASE_URL?: string
  /** Base URL of the content-management endpoint; `/cms` by default. */
  readonly VITE_CMS_BASE_URL?: string
  /** The main site that pages for sports this app does not handle link to. */
  readonly VITE_MAIN_SITE_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
