-- Roles by id (decisions.md). Later migrations may add roles; ids never change.
INSERT INTO "roles" ("id", "name") VALUES
	(1, 'Super Admin'),
	(2, 'Practitioner'),
	(3, 'Client'),
	(4, 'Reviewer')
ON CONFLICT ("id") DO NOTHING;
