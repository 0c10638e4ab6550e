import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { bearer, createTestApp, SETUP_TIMEOUT, type TestApp } from "../test/app";
import { multipart, PDF, PNG, type Part } from "../test/multipart";
import { documentedOperations } from "../test/openapi";

const clientAnswers = { age: 52, ZIP: "10115", values: ["Peace"] };
const csv = Buffer.from("name,email,phone\nAda Lovelace,ada@example.com,\n");

describe("multipart bodies", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, SETUP_TIMEOUT);
  afterAll(async () => t?.close());

  const post = (url: string, token: string, contentType: string, payload: Buffer | string) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { ...bearer(token), "content-type": contentType },
      payload,
    });
  const send = (url: string, token: string, parts: Part[]) => {
    const body = multipart(parts);
    return post(url, token, body.headers["content-type"]!, body.payload);
  };

  it("answers a malformed, truncated or wrongly bounded body with 400 in the error shape", async () => {
    const coach = await t.signUp(2);
    const client = await t.signUp(3);
    const routes = [
      {
        url: "/api/coach/invitees/import",
        token: coach.accessToken,
        good: multipart([{ name: "file", filename: "list.csv", contentType: "text/csv", data: csv }]),
      },
      {
        url: "/api/client/onboarding",
        token: client.accessToken,
        good: multipart([{ name: "onboarding_data", value: JSON.stringify({ data: clientAnswers }) }]),
      },
    ];
    const broken = ({
      headers,
      payload,
    }: ReturnType<typeof multipart>): [string, string, Buffer | string][] => {
      const type = headers["content-type"]!;
      const boundary = type.split("boundary=")[1]!;
      return [
        ["no boundary", "multipart/form-data", payload],
        ["another boundary", "multipart/form-data; boundary=elsewhere", payload],
        ["cut in the middle", type, payload.subarray(0, Math.floor(payload.length / 2))],
        ["cut in a part header", type, payload.subarray(0, 30)],
        ["garbage after the boundary", type, `--${boundary}\r\n${"\u0007".repeat(300)}`],
      ];
    };
    for (const route of routes) {
      for (const [label, contentType, payload] of broken(route.good)) {
        const response = await post(route.url, route.token, contentType, payload);
        expect(response.statusCode, `${route.url}: ${label}`).toBe(400);
        expect(response.json(), `${route.url}: ${label}`).toEqual({
          code: "MALFORMED_MULTIPART",
          message: expect.stringContaining("could not be read"),
        });
      }
    }
  });

  it("cleans control characters out of an upload's file name instead of failing on it", async () => {
    const coach = await t.signUp(2);
    const imported = await send("/api/coach/invitees/import", coach.accessToken, [
      { name: "file", filename: "my\u0000list\t.csv", contentType: "text/csv", data: csv },
    ]);
    expect(imported.statusCode).toBe(200);
    expect(imported.json().fileName).toBe("my list .csv");

    const client = await t.signUp(3);
    const submitted = await send("/api/client/onboarding", client.accessToken, [
      { name: "onboarding_data", value: JSON.stringify({ data: clientAnswers }) },
      { name: "profile_picture", filename: "\u0000\u0007\u0085", contentType: "image/png", data: PNG },
    ]);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data.profile_picture).toMatchObject({ name: "profile_picture.png" });
  });

  it("takes the answers as a part sent as application/json, and refuses broken JSON there with 400", async () => {
    const client = await t.signUp(3);
    const asJson = await send("/api/client/onboarding", client.accessToken, [
      {
        name: "onboarding_data",
        value: JSON.stringify({ data: clientAnswers }),
        contentType: "application/json",
      },
    ]);
    expect(asJson.statusCode).toBe(200);
    expect(asJson.json().data).toMatchObject(clientAnswers);

    const broken = await send("/api/client/onboarding", client.accessToken, [
      { name: "onboarding_data", value: '{"data": ', contentType: "application/json" },
    ]);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe("VALIDATION_ERROR");
  });

  it("refuses control characters in the answers with a field message", async () => {
    const coach = await t.signUp(2);
    const response = await send("/api/coach/onboarding", coach.accessToken, [
      {
        name: "onboarding_data",
        value: JSON.stringify({ data: { first_name: "Pri\u0000ya", personal_story: "One\nTwo" } }),
      },
      { name: "certificate_file", filename: "licence.pdf", contentType: "application/pdf", data: PDF },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      first_name: "Remove the control characters from this text",
    });
    expect(response.json().fieldErrors).not.toHaveProperty("personal_story");
  });

  it("describes the parts each multipart operation reads in the OpenAPI document", async () => {
    const operations = await documentedOperations(t.app);
    const coach = operations.find((operation) => operation.key === "POST /api/coach/onboarding");
    expect(coach?.body?.kind).toBe("multipart");
    const parts = coach!.body!.schema.properties!;
    expect(parts.onboarding_data).toMatchObject({ type: "string", contentMediaType: "application/json" });
    expect(parts.onboarding_data!.contentSchema!.properties!.data!.properties).toHaveProperty("first_name");
    expect(parts.certificate_file).toMatchObject({
      type: "array",
      maxItems: 5,
      items: { format: "binary", "x-media-types": ["application/pdf", "image/jpeg", "image/png"] },
    });
    expect(coach!.body!.schema.required).toEqual(["onboarding_data", "certificate_file"]);
    const imports = operations.find((operation) => operation.key === "POST /api/coach/invitees/import");
    expect(imports?.body?.schema.properties?.file).toMatchObject({ format: "binary" });
  });
});
