/**
 * The API projects' setup (vitest.config.ts). Their tests sign up and sign in thousands of people:
 * at Argon2id's real cost that alone took minutes of a run, so they hash at a test cost. The code
 * path is the same; `lib/crypto.unit.test.ts` checks the real cost is the default.
 */
import { TEST_PASSWORD_HASH_COST, setPasswordHashCost } from "../lib/crypto";

setPasswordHashCost(TEST_PASSWORD_HASH_COST);
