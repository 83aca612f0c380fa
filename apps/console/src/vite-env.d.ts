/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The deployment: production (default), staging, qa, sandbox or development. */
  readonly PLAUDIT_ENV?: string;
}
