export {
  CLIENT_READABILITY_GRADE_MAX,
  isAboveClientGrade,
  markdownProse,
  readabilityOf,
  type Readability,
} from "./readability";
