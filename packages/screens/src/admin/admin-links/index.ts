export { AdminLinks, type AdminLinksProps } from "./admin-links";
