ALTER TABLE "two_factor" DROP CONSTRAINT "two_factor_method_check";--> statement-breakpoint
ALTER TABLE "two_factor_challenges" DROP CONSTRAINT "two_factor_challenges_purpose_check";--> statement-breakpoint
ALTER TABLE "two_factor" ADD CONSTRAINT "two_factor_method_check" CHECK ("two_factor"."method" in ('totp', 'email', 'sms'));--> statement-breakpoint
ALTER TABLE "two_factor_challenges" ADD CONSTRAINT "two_factor_challenges_purpose_check" CHECK ("two_factor_challenges"."purpose" in ('login', 'enable_email', 'enable_sms'));