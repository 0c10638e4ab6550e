import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import nodemailer, { type Transporter } from "nodemailer";

export type OutgoingMail = {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: Date;
};

export interface MailTransport {
  readonly name: string;
  send(mail: OutgoingMail): Promise<void>;
  /** Removes any copy the transport kept of these messages (an account was deleted). */
  forget?(mails: Pick<OutgoingMail, "id" | "createdAt">[]): Promise<void>;
}

/** Writes each message as an `.eml` file (the embedded default); the dev mailbox shows them too. */
export class FileMailTransport implements MailTransport {
  readonly name = "file";
  private readonly composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });

  constructor(
    private readonly directory: string,
    /** Called with each message's links so a person running the server can click them. */
    private readonly announce?: (mail: OutgoingMail, file: string) => void,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    const info = await this.composer.sendMail({
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      date: mail.createdAt,
      messageId: `<${mail.id}@haven.local>`,
    });
    await mkdir(this.directory, { recursive: true });
    const file = this.fileOf(mail);
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    this.announce?.(mail, file);
  }

  async forget(mails: Pick<OutgoingMail, "id" | "createdAt">[]): Promise<void> {
    for (const mail of mails) await rm(this.fileOf(mail), { force: true });
  }

  private fileOf(mail: Pick<OutgoingMail, "id" | "createdAt">): string {
    const stamp = mail.createdAt.toISOString().replace(/[:.]/g, "-");
    return path.join(this.directory, `${stamp}-${mail.id}.eml`);
  }
}

/** SMTP (`SMTP_URL`, e.g. `smtps://user:pass@smtp.example.com:465`). */
export class SmtpMailTransport implements MailTransport {
  readonly name = "smtp";
  private readonly transporter: Transporter;

  constructor(url: string) {
    this.transporter = nodemailer.createTransport(url);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: `<${mail.id}@haven.local>`,
    });
  }

  close() {
    this.transporter.close();
  }
}
