import { looksLikeLinkOrMarkup, toSingleLineText } from "@pkg/contracts";

export type MailContent = {
  kind:
    | "verify_email"
    | "reset_password"
    | "invitation"
    | "red_flag_alert"
    | "two_factor_code"
    | "content_shared"
    | "review_assigned";
  subject: string;
  text: string;
  html: string;
  links: string[];
};

/**
 * A person's name as an e-mail may show it: one line, at most 80 characters, and never a link or
 * markup (names written before the contract refused them included), else the neutral `fallback`.
 * Mail to an address anyone can type must not carry someone else's words as a link.
 */
export function mailName(name: string, fallback: string): string {
  const line = toSingleLineText(name).replace(/\s+/g, " ");
  if (!line || looksLikeLinkOrMarkup(line)) return fallback;
  return line.length > 80 ? `${line.slice(0, 79).trimEnd()}…` : line;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(
  productName: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: string,
) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(productName)}</title></head>
<body style="margin:0;padding:24px;background:#f6f5f2;font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#1f2328">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="margin:0 0 24px;font-size:20px">${escapeHtml(productName)}</h1>
${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#2563eb;color:#fff;text-decoration:none;padding:12px 20px;border-radius:8px">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#57606a">If the button does not work, open this link: <a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>
<p style="margin:0;font-size:13px;color:#57606a">${escapeHtml(footer)}</p>
</div></body></html>`;
}

function text(
  productName: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: string,
) {
  return [
    productName,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    `${action.label}: ${action.url}`,
    "",
    footer,
    "",
  ].join("\n");
}

function mail(
  kind: MailContent["kind"],
  productName: string,
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: string,
): MailContent {
  return {
    kind,
    subject,
    text: text(productName, paragraphs, action, footer),
    html: layout(productName, paragraphs, action, footer),
    links: [action.url],
  };
}

function link(publicUrl: string, pathname: string, query: Record<string, string> = {}) {
  const url = new URL(pathname, publicUrl);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

export function verificationMail(options: {
  productName: string;
  publicUrl: string;
  name: string;
  email: string;
  token: string;
}) {
  return mail(
    "verify_email",
    options.productName,
    `Verify your email for ${options.productName}`,
    [
      `Hello ${mailName(options.name, "there")},`,
      `Welcome to ${options.productName}. Please confirm that this is your email address.`,
    ],
    {
      label: "Verify my email",
      url: link(options.publicUrl, "/verify-email", { token: options.token, email: options.email }),
    },
    "The link works once and expires in 24 hours. If you did not sign up, you can ignore this email.",
  );
}

export function resetPasswordMail(options: {
  productName: string;
  publicUrl: string;
  name: string;
  email: string;
  token: string;
}) {
  return mail(
    "reset_password",
    options.productName,
    `Reset your ${options.productName} password`,
    [
      `Hello ${mailName(options.name, "there")},`,
      "We received a request to reset your password. Choose a new one with the link below.",
    ],
    {
      label: "Choose a new password",
      url: link(options.publicUrl, "/verify-email-pass", { token: options.token, email: options.email }),
    },
    "The link works once and expires in 1 hour. If you did not ask for this, you can ignore this email: your password stays the same.",
  );
}

export function invitationMail(options: {
  productName: string;
  publicUrl: string;
  name: string;
  coachName: string;
  token: string;
}) {
  const coach = mailName(options.coachName, "Your practitioner");
  return mail(
    "invitation",
    options.productName,
    `${coach} invited you to ${options.productName}`,
    [
      `Hello ${mailName(options.name, "there")},`,
      `${coach} invited you to join them on ${options.productName}, your menopause health assistant.`,
    ],
    {
      label: "Accept the invitation",
      url: link(options.publicUrl, `/accept-invite/${encodeURIComponent(options.token)}`),
    },
    "The invitation expires in 14 days.",
  );
}

/**
 * To a practitioner when one of their clients raised a red flag with the assistant. It says only
 * that a red flag was raised: no name, question, answer or symptom (mail travels and is kept
 * outside the app); the app shows the rest to the signed-in practitioner.
 */
export function redFlagAlertMail(options: { productName: string; publicUrl: string; name: string }) {
  return mail(
    "red_flag_alert",
    options.productName,
    `A red flag was raised on ${options.productName}`,
    [
      `Hello ${mailName(options.name, "there")},`,
      `A red flag was raised by one of your clients while using the assistant on ${options.productName}. They were shown the advice to seek care.`,
      `Sign in to ${options.productName} to see who and when.`,
    ],
    { label: `Open ${options.productName}`, url: link(options.publicUrl, "/") },
    "You receive this because you are this client's practitioner. You can turn these e-mails off in Settings, under Preferences.",
  );
}

/**
 * To a client when their practitioner shared a handout or a library item with them. It says only
 * that something was shared: no title or text (mail travels and is kept outside the app).
 */
export function contentSharedMail(options: { productName: string; publicUrl: string; name: string }) {
  return mail(
    "content_shared",
    options.productName,
    `Your practitioner shared something with you on ${options.productName}`,
    [
      `Hello ${mailName(options.name, "there")},`,
      `Your practitioner shared something for you to read on ${options.productName}.`,
      "Sign in to see it.",
    ],
    { label: `Open ${options.productName}`, url: link(options.publicUrl, "/") },
    "You can turn these e-mails off in Settings, under Preferences.",
  );
}

/**
 * To a Reviewer or Super Admin when a library item was assigned to them for review. It names no
 * item: the app shows it to the signed-in reviewer.
 */
export function reviewAssignedMail(options: { productName: string; publicUrl: string; name: string }) {
  return mail(
    "review_assigned",
    options.productName,
    `A library item is waiting for your review on ${options.productName}`,
    [
      `Hello ${mailName(options.name, "there")},`,
      `A library item was assigned to you for review on ${options.productName}.`,
      "Sign in to see it.",
    ],
    { label: `Open ${options.productName}`, url: link(options.publicUrl, "/") },
    "You can turn these e-mails off in Settings, under Preferences.",
  );
}

/**
 * A sign-in code for the e-mail second factor (or to confirm turning it on). The code is the whole
 * message: it works once, for 10 minutes, and only after the password was right.
 */
export function twoFactorCodeMail(options: {
  productName: string;
  publicUrl: string;
  name: string;
  code: string;
  purpose: "login" | "enable_email";
}) {
  const why =
    options.purpose === "login"
      ? `Someone signed in to ${options.productName} with your password. If this was you, enter this code to finish signing in:`
      : `Enter this code in ${options.productName} to turn on sign-in codes by email:`;
  return mail(
    "two_factor_code",
    options.productName,
    `Your ${options.productName} code: ${options.code}`,
    [`Hello ${mailName(options.name, "there")},`, why, options.code],
    { label: `Open ${options.productName}`, url: link(options.publicUrl, "/login") },
    "The code works once and expires in 10 minutes. If you did not sign in, change your password: someone knows it.",
  );
}
