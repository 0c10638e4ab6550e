import { z } from "zod";

export const roleIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export const roleNameSchema = z.enum(["Super Admin", "Practitioner", "Client", "Reviewer"]);

/** Role ids that may be chosen at sign-up: 2 practitioner, 3 client. */
export const signupRoleIdSchema = z.union([z.literal(2), z.literal(3)], {
  error: "Account type is required",
});
