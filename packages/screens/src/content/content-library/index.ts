export { ContentLibraryScreen, type ContentLibraryScreenProps } from "./content-library-screen";
