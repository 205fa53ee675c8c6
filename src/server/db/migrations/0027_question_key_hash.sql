-- Issue 46 item 4: a buyer's question is keyed by a hash of its words, so that no question - 1,000 CJK characters,
-- or padding - can overflow the index row of buyer_questions_waiting_unique. The keys stored before (the words
-- lower-cased, spaces folded) are hashed the same way the server now hashes new ones.
UPDATE "buyer_questions" SET "question_key" = 'sha256:' || encode(sha256(convert_to("question_key", 'UTF8')), 'hex')
WHERE "common" IS NULL;
