export {
  LIBRARY_ARTICLE_NOTE,
  LibraryArticleScreen,
  type LibraryArticleScreenProps,
  type LibraryArticleStatus,
} from "./library-article-screen";
export { LibraryScreen, type LibraryListItem, type LibraryScreenProps } from "./library-screen";
