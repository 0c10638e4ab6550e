export { Pagination, pageCount, pageRange, type PaginationProps } from "./pagination";
