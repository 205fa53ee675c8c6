-- Push subscriptions whose keys no push can be encrypted to are removed (docs/decisions/151). Since this change the
-- server takes a subscription only when keys.p256dh is an uncompressed P-256 point on the curve (65 bytes: 0x04, X,
-- Y) and keys.auth is 16 bytes, both base64url; one stored before (65 zero bytes, say) made every push to it fail
-- and be retried six times. Its queued pushes go with it (push_outbox cascades). Self-contained: the check is
-- y^2 = x^3 - 3x + b (mod p) in numeric arithmetic, which PostgreSQL and PGlite compute exactly.
WITH decoded AS (
  SELECT
    "id",
    CASE
      WHEN "p256dh" ~ '^[A-Za-z0-9_-]+={0,2}$' AND length(rtrim("p256dh", '=')) % 4 <> 1 THEN decode(
        rpad(translate(rtrim("p256dh", '='), '-_', '+/'), ((length(rtrim("p256dh", '=')) + 3) / 4) * 4, '='),
        'base64'
      )
    END AS "point",
    CASE
      WHEN "auth" ~ '^[A-Za-z0-9_-]+={0,2}$' AND length(rtrim("auth", '=')) % 4 <> 1 THEN decode(
        rpad(translate(rtrim("auth", '='), '-_', '+/'), ((length(rtrim("auth", '=')) + 3) / 4) * 4, '='),
        'base64'
      )
    END AS "secret"
  FROM "push_subscriptions"
),
coordinates AS (
  SELECT
    "id",
    "secret",
    CASE WHEN length("point") = 65 AND get_byte("point", 0) = 4 THEN
      (SELECT sum(get_byte("point", 1 + i)::numeric * power(256::numeric, 31 - i)) FROM generate_series(0, 31) AS i)
    END AS "x",
    CASE WHEN length("point") = 65 AND get_byte("point", 0) = 4 THEN
      (SELECT sum(get_byte("point", 33 + i)::numeric * power(256::numeric, 31 - i)) FROM generate_series(0, 31) AS i)
    END AS "y"
  FROM decoded
),
curve AS (
  SELECT
    115792089210356248762697446949407573530086143415290314195533631308867097853951::numeric AS "p",
    41058363725152142129326129780047268409114441015993725554835256314039467401291::numeric AS "b"
)
DELETE FROM "push_subscriptions"
WHERE "id" IN (
  SELECT c."id"
  FROM coordinates c, curve
  WHERE c."secret" IS NULL
    OR length(c."secret") <> 16
    OR c."x" IS NULL
    OR c."x" >= curve."p"
    OR c."y" >= curve."p"
    OR mod(c."y" * c."y" - (c."x" * c."x" * c."x" - 3 * c."x" + curve."b"), curve."p") <> 0
);
