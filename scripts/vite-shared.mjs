import { defaultClientConditions } from "vite";

/**
 * Workspace packages expose their TypeScript sources under the `haven-source` export condition,
 * so Vite, Storybook and Vitest compile them directly while published builds use `dist/`.
 */
export const sourceConditions = ["haven-source", ...defaultClientConditions];
