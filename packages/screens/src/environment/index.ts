export {
  ScreenLink,
  ScreensProvider,
  useProductName,
  type ScreenLinkProps,
  type ScreensProviderProps,
} from "./screens-provider";
