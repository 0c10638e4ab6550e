export { FileUpload, fileUploadDropzoneVariants, type FileUploadProps } from "./file-upload";
export {
  acceptAttribute,
  acceptLabel,
  checkFiles,
  formatFileSize,
  formatSizeLimit,
  isAcceptedFile,
  type FileAccept,
  type FileRejection,
  type FileRejectionReason,
} from "./file-accept";
