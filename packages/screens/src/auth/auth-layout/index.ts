export { AuthLayout, BrandMark, type AuthLayoutProps } from "./auth-layout";
