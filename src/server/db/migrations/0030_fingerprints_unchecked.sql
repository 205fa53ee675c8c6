-- Issue 46 item 7 (docs/decisions/184): fingerprints were stored as the assistant sent them; from now on the server
-- strips the posting's values, generated ids and class hashes first. Those stored before cannot be told apart from a
-- value without the posting they were learned on, so they go; the assistant learns them again from its next runs
-- (healing is measured from a SnapList with none stored).
DELETE FROM "field_fingerprints";
