export {
  CLIENT_PAGE_TAB_LABELS,
  CLIENT_PAGE_TABS,
  ClientPageScreen,
  type ClientPageScreenProps,
  type ClientPageTab,
} from "./client-page-screen";
export type { ClientPageList } from "./client-page-tables";
export { shareKey } from "./client-page-shared";
