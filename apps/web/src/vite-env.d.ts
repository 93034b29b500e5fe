/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base for the browser; defaults to same-origin `/api` (the API serves this build in production). */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
