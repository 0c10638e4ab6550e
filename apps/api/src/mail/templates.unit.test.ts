import { describe, expect, it } from "vitest";

import { invitationMail, mailName, verificationMail } from "./templates";

const base = { productName: "Haven", publicUrl: "https://haven.example.com", token: "a".repeat(64) };

describe("names in e-mails", () => {
  it("never carry line breaks, links or markup into the subject or the body", () => {
    const hostile =
      "Dr Evil\r\nBcc: victim@example.com <a href=https://evil.example>Click</a> www.evil.example";
    const mail = invitationMail({ ...base, name: "Ana", coachName: hostile });
    expect(mail.subject).toBe("Your practitioner invited you to Haven");
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain("evil.example");
      expect(part).not.toContain("Bcc:");
      expect(part).not.toContain("<a href=https");
    }
    expect(mail.links).toEqual([`https://haven.example.com/accept-invite/${"a".repeat(64)}`]);
  });

  it("keep an ordinary name as it is, quoted safely in HTML", () => {
    const mail = invitationMail({
      ...base,
      name: "Siobhán O'Neill",
      coachName: "Dr. Paula Núñez & Partners",
    });
    expect(mail.subject).toBe("Dr. Paula Núñez & Partners invited you to Haven");
    expect(mail.text).toContain("Hello Siobhán O'Neill,");
    expect(mail.html).toContain("Dr. Paula Núñez &#38; Partners invited you");
    expect(mail.html).toContain("Hello Siobhán O&#39;Neill,");
  });

  it("are one line of at most 80 characters", () => {
    expect(mailName("Ana\u2028Maria\tLopez", "there")).toBe("Ana Maria Lopez");
    expect(mailName("x".repeat(200), "there")).toHaveLength(80);
    expect(mailName("   ", "there")).toBe("there");
    const greeting = verificationMail({ ...base, name: "javascript:alert(1)", email: "a@example.com" });
    expect(greeting.text).toContain("Hello there,");
  });
});
