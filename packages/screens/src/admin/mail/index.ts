export { MailSection, type MailSectionProps } from "./mail-section";
