import {
  authResponseSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  completeSignupRequestSchema,
  deleteAccountRequestSchema,
  forgotPasswordRequestSchema,
  LINK_RESEND_COOLDOWN_SECONDS,
  linkRequestResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  personalDataExportSchema,
  personalDataFileName,
  profileResponseSchema,
  resetPasswordRequestSchema,
  SETTINGS_MESSAGES,
  signupRequestSchema,
  signupResponseSchema,
  updateProfileRequestSchema,
  userExistParamsSchema,
  userExistResponseSchema,
  verifyResetTokenRequestSchema,
  verifyResetTokenResponseSchema,
} from "@pkg/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { authOf } from "../auth/authenticate";
import type { LinkRequestOutcome } from "../services/accounts";
import { dayIn } from "../services/settings";
import { toProfile } from "../services/users";
import { bearer, errorResponses, type RouteOptions } from "./common";

const tags = ["accounts"];

/** The answer to a link request: what went out, or how long the cooldown still holds. */
function linkAnswer(outcome: LinkRequestOutcome, accepted: string) {
  return {
    ...outcome,
    message:
      outcome.status === "accepted"
        ? accepted
        : `A link was asked for this email less than ${LINK_RESEND_COOLDOWN_SECONDS} seconds ago, so no new one ` +
          `was sent. You can ask again in ${outcome.retryAfterSeconds} seconds.`,
  };
}

export const accountRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  const { accounts, requireUser } = options;
  const config = { rateLimit: options.authRateLimit };

  app.post(
    "/user/signup",
    {
      config,
      schema: {
        tags,
        summary: "Create an account and send the verification e-mail",
        body: signupRequestSchema,
        response: { 201: signupResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      await accounts.signup(request.body);
      return reply.status(201).send({
        success: true as const,
        message: "Register successful. Check your inbox to verify your email.",
      });
    },
  );

  app.post(
    "/user/complete-signup",
    {
      config,
      schema: {
        tags,
        summary: "Verify the e-mail with the link's token and sign in",
        body: completeSignupRequestSchema,
        response: { 200: authResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => accounts.completeSignup(request.body.email, request.body.token),
  );

  app.post(
    "/user/login",
    {
      config,
      schema: {
        tags,
        summary: "Sign in with e-mail and password (answers a challenge when a second factor is on)",
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 429, 502) },
      },
    },
    async (request) => accounts.login(request.body.email, request.body.password),
  );

  app.post(
    "/user/signout",
    {
      config,
      onRequest: requireUser(),
      schema: {
        tags,
        summary: "Revoke the access token used for this request",
        security: bearer,
        response: { 200: messageResponseSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => {
      const { user, claims } = authOf(request);
      await accounts.signout(user.id, claims.jti, claims.expiresAt);
      return { message: "Signed out" };
    },
  );

  app.get(
    "/user-exist/:email",
    {
      config,
      schema: {
        tags,
        summary: "Whether an account uses this e-mail",
        params: userExistParamsSchema,
        response: { 200: userExistResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => ({ exists: await accounts.userExists(request.params.email) }),
  );

  app.post(
    "/user/forgot-password",
    {
      config,
      schema: {
        tags,
        summary: "Send a password-reset link (answers the same whether or not the account exists)",
        body: forgotPasswordRequestSchema,
        response: { 200: linkRequestResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const outcome = await accounts.requestLink(email, "reset_password");
      // The look-up and the mail start once the answer has left, so its timing cannot tell.
      if (outcome.status === "accepted") reply.raw.once("finish", () => accounts.forgotPassword(email));
      return linkAnswer(
        outcome,
        "If an account uses this email, we have sent it a link to reset the password.",
      );
    },
  );

  app.post(
    "/user/resend-verification",
    {
      config,
      schema: {
        tags,
        summary: "Send a new verification link (answers the same whether or not the account exists)",
        description:
          "`status` says whether a link went out (`accepted`) or the 30 s cooldown per address held it back " +
          "(`cooldown`, nothing sent); `retryAfterSeconds` when another may be asked for. The cooldown is kept " +
          "for every address, so both answers look the same whether or not an account uses it.",
        body: forgotPasswordRequestSchema,
        response: { 200: linkRequestResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const outcome = await accounts.requestLink(email, "verify_email");
      if (outcome.status === "accepted") reply.raw.once("finish", () => accounts.resendVerification(email));
      return linkAnswer(
        outcome,
        "If an account with this email still needs verifying, we have sent it a new link.",
      );
    },
  );

  app.post(
    "/user/verify-reset-token",
    {
      config,
      schema: {
        tags,
        summary: "Check a password-reset link without using it",
        body: verifyResetTokenRequestSchema,
        response: { 200: verifyResetTokenResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await accounts.verifyResetToken(request.body.email, request.body.token);
      return { valid: true as const, message: "The link is valid" };
    },
  );

  app.post(
    "/user/reset-password",
    {
      config,
      schema: {
        tags,
        summary: "Set a new password with a reset link; signs every session out",
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await accounts.resetPassword(request.body);
      return { message: "Password updated. You can now log in with your new password." };
    },
  );

  app.get(
    "/user/profile",
    {
      onRequest: requireUser(),
      schema: {
        tags,
        summary: "The signed-in person's profile",
        security: bearer,
        response: { 200: profileResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ user: toProfile(authOf(request).user) }),
  );

  app.put(
    "/user/profile",
    {
      onRequest: requireUser(),
      schema: {
        tags,
        summary: "Change name, phone number or date of birth",
        security: bearer,
        body: updateProfileRequestSchema,
        response: { 200: profileResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      user: toProfile(await accounts.updateProfile(authOf(request).user, request.body)),
    }),
  );

  app.post(
    "/user/change-password",
    {
      config,
      onRequest: requireUser(),
      schema: {
        tags,
        summary: "Change the password with the current one; signs every other session out",
        description:
          "Every access token issued before stops working, on every instance; the answer carries a new " +
          "access token for this session. A wrong current password answers 403 with a field error.",
        security: bearer,
        body: changePasswordRequestSchema,
        response: { 200: changePasswordResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { user, claims } = authOf(request);
      const accessToken = await accounts.changePassword(user, claims.version, request.body);
      return { message: SETTINGS_MESSAGES.passwordChanged, accessToken };
    },
  );

  app.get(
    "/user/export",
    {
      onRequest: requireUser(),
      schema: {
        tags,
        summary: "Everything held about the signed-in person, as a JSON download",
        description:
          "The account (no password or token data), onboarding answers, health data, chats, folders and, " +
          "by role, their care: a client's practitioner and what was shared with them; a practitioner's " +
          "handouts, client records, invitations and their clients' names (never the clients' health data).",
        security: bearer,
        response: { 200: personalDataExportSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const archive = await accounts.exportData(user);
      return reply
        .header("content-disposition", `attachment; filename="${personalDataFileName(dayIn(user.timeZone))}"`)
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .send(archive);
    },
  );

  app.delete(
    "/user/delete-account",
    {
      config,
      onRequest: requireUser(),
      schema: {
        tags,
        summary: "Delete the account and everything in it (password confirmation)",
        security: bearer,
        body: deleteAccountRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      await accounts.deleteAccount(authOf(request).user, request.body.password);
      return { message: "Your account and its data have been deleted" };
    },
  );
};
