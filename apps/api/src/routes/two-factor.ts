import {
  authResponseSchema,
  disableTwoFactorRequestSchema,
  messageResponseSchema,
  recoveryCodesResponseSchema,
  secondFactorRequestSchema,
  totpSetupResponseSchema,
  twoFactorCodeRequestSchema,
  twoFactorStateSchema,
} from "@pkg/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import type { RequireUser } from "../auth/authenticate";
import { authOf } from "../auth/authenticate";
import type { TwoFactorService } from "../services/two-factor";
import { bearer, errorResponses } from "./common";

export type TwoFactorRouteOptions = {
  requireUser: RequireUser;
  twoFactor: TwoFactorService;
  /** The auth endpoints' per-route rate limit (the second step of a sign-in is one of them). */
  authRateLimit: { max: number; timeWindow: number };
};

const tags = ["two-factor"];

/** Two-factor sign-in: its settings, and the second step of a sign-in. */
export const twoFactorRoutes: FastifyPluginAsyncZod<TwoFactorRouteOptions> = async (app, options) => {
  const { requireUser, twoFactor, authRateLimit } = options;
  const config = { rateLimit: authRateLimit };

  app.get(
    "/user/two-factor",
    {
      onRequest: requireUser(),
      schema: {
        tags,
        summary: "Whether a second factor is on, which one, and which methods this server offers",
        security: bearer,
        response: { 200: twoFactorStateSchema, ...errorResponses(401) },
      },
    },
    async (request) => twoFactor.state(authOf(request).user),
  );

  app.post(
    "/user/two-factor/totp/setup",
    {
      config,
      onRequest: requireUser(),
      schema: {
        tags,
        summary: "A new authenticator-app secret and its QR code (not in use until confirmed)",
        security: bearer,
        response: { 200: totpSetupResponseSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => twoFactor.setupTotp(authOf(request).user),
  );

  app.post(
    "/user/two-factor/totp/confirm",
    {
      config,
      onRequest: requireUser(),
      schema: {
        tags,
        summary: "Turn the authenticator app on with its first code; answers the recovery codes once",
        security: bearer,
        body: twoFactorCodeRequestSchema,
        response: { 200: recoveryCodesResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => ({
      recoveryCodes: await twoFactor.confirmTotp(authOf(request).user, request.body.code),
    }),
  );

  app.post(
    "/user/two-factor/email/enable",
    {
      config,
      onRequest: requireUser(),
      schema: {
        tags,
        summary: "Mail a code that turns sign-in codes by e-mail on",
        security: bearer,
        response: { 200: messageResponseSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => {
      await twoFactor.startEmail(authOf(request).user);
      return { message: "We have sent a 6-digit code to your email." };
    },
  );

  app.post(
    "/user/two-factor/email/confirm",
    {
      config,
      onRequest: requireUser(),
      schema: {
        tags,
        summary: "Turn sign-in codes by e-mail on with the mailed code; answers the recovery codes once",
        security: bearer,
        body: twoFactorCodeRequestSchema,
        response: { 200: recoveryCodesResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => ({
      recoveryCodes: await twoFactor.confirmEmail(authOf(request).user, request.body.code),
    }),
  );

  app.post(
    "/user/two-factor/sms/enable",
    {
      config,
      onRequest: requireUser(),
      schema: {
        tags,
        summary: "Text a code to the profile's phone number that turns sign-in codes by SMS on",
        description:
          "Only when the server has an SMS provider (409 SMS_UNAVAILABLE) and the profile a phone number (409 NO_PHONE); 502 SMS_NOT_SENT when the provider did not take the message.",
        security: bearer,
        response: { 200: messageResponseSchema, ...errorResponses(401, 409, 429, 502) },
      },
    },
    async (request) => {
      await twoFactor.startSms(authOf(request).user);
      return { message: "We have sent a 6-digit code to your phone." };
    },
  );

  app.post(
    "/user/two-factor/sms/confirm",
    {
      config,
      onRequest: requireUser(),
      schema: {
        tags,
        summary: "Turn sign-in codes by SMS on with the texted code; answers the recovery codes once",
        security: bearer,
        body: twoFactorCodeRequestSchema,
        response: { 200: recoveryCodesResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => ({
      recoveryCodes: await twoFactor.confirmSms(authOf(request).user, request.body.code),
    }),
  );

  app.delete(
    "/user/two-factor",
    {
      config,
      onRequest: requireUser(),
      schema: {
        tags,
        summary: "Turn the second factor off (asks for the password)",
        security: bearer,
        body: disableTwoFactorRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      await twoFactor.disable(authOf(request).user, request.body.password);
      return { message: "Two-factor sign-in is off." };
    },
  );

  app.post(
    "/user/login/second-factor",
    {
      config,
      schema: {
        tags,
        summary: "Finish a sign-in with the second factor's code or one recovery code",
        body: secondFactorRequestSchema,
        response: { 200: authResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => twoFactor.completeLogin(request.body),
  );
};
