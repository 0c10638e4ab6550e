/** Build-time settings of the web app. */
export const config = {
  productName: import.meta.env.VITE_PRODUCT_NAME ?? "Haven",
  /** Where the API lives; one origin serves both by default (decisions.md). */
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? "/api",
  /** Where the Support links lead: a mailto: address or a help page (`SUPPORT_URL` at build). */
  supportUrl: import.meta.env.VITE_SUPPORT_URL ?? "mailto:support@haven.health",
} as const;
