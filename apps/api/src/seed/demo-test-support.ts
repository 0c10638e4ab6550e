import { expect } from "vitest";

import { DEMO_PASSWORD } from "../seed";
import { bearer, type TestApp } from "../test/app";

/** Signs a demo account in with the demo password and answers its access token. */
export async function demoToken(t: TestApp, email: string): Promise<string> {
  const login = await t.app.inject({
    method: "POST",
    url: "/api/user/login",
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(login.statusCode, login.body).toBe(200);
  return login.json<{ accessToken: string }>().accessToken;
}

/** A GET with this token that must answer 200; answers the JSON. */
export async function getJson<T>(t: TestApp, token: string, url: string): Promise<T> {
  const response = await t.app.inject({ url, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}
