import { describe, expect, it } from "vitest";
import { users } from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, loginCookie } from "../../helpers/factories.ts";

/**
 * A hand-built community on its own database, placed around a day boundary in Asia/Kolkata (UTC+5:30):
 * 18:20 UTC is 23:50 in Kolkata, 18:40 UTC is 00:10 the next Kolkata day.
 */
const app = await createTestApp({ APP_TIMEZONE: "Asia/Kolkata" });
const DAY = 86_400_000;
const IST = 5.5 * 3_600_000;
const kolkataDay = (t: number) => new Date(t + IST).toISOString().slice(0, 10);
/** The instant yesterday began in Kolkata. */
const todayStart = Math.floor((Date.now() + IST) / DAY) * DAY - IST;
const yesterdayStart = todayStart - DAY;
const beforeMidnight = new Date(yesterdayStart - 10 * 60_000); // day before yesterday, 23:50 IST
const afterMidnight = new Date(yesterdayStart + 10 * 60_000); // yesterday, 00:10 IST
const longAgo = new Date(todayStart - 40 * DAY + 3_600_000); // in 90d and all, not in 30d

const admin = await createAdmin(app); // joined today, organic
const adminCookie = await loginCookie(app, admin);
const add = async (values: Partial<typeof users.$inferInsert> & { createdAt: Date }) =>
  (
    await app.db
      .insert(users)
      .values({ email: `u-${Math.random().toString(36).slice(2)}@example.test`, firstName: "U", ...values })
      .returning()
  )[0];

const ravi = await add({ firstName: "Ravi", referralCode: "FRIENDRAVI", createdAt: longAgo });
const insta = await add({ firstName: "Insta", referralCode: "INSTA2024", createdAt: longAgo });
await add({ referredBy: "FRIENDRAVI", referredByUserId: ravi.id, createdAt: beforeMidnight });
await add({ referredBy: "FRIENDRAVI", referredByUserId: ravi.id, createdAt: afterMidnight });
await add({ referredBy: "INSTA2024", referredByUserId: insta.id, createdAt: afterMidnight });
await add({ createdAt: afterMidnight }); // organic
await add({ referredBy: "FRIENDRAVI", referredByUserId: ravi.id, createdAt: longAgo });
const organicSeller = await add({ createdAt: longAgo });

const metrics = async (range?: string, cookie: string | null = adminCookie) =>
  app.inject({
    method: "GET",
    url: `/api/admin/community-metrics${range === undefined ? "" : `?range=${range}`}`,
    headers: cookie ? { cookie } : {},
  });

describe("GET /api/admin/community-metrics", () => {
  it("refuses a visitor (401), a seller (403) and an unknown range (400)", async () => {
    expect((await metrics("7d", null)).statusCode).toBe(401);
    expect((await metrics("7d", await loginCookie(app, organicSeller))).statusCode).toBe(403);
    const bad = await metrics("1y");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/7d, 30d, 90d or all/);
  });

  it("counts 7 days in Kolkata days, with empty days present", async () => {
    const res = await metrics("7d");
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    // in range: admin (today), 4 users around the boundary (3 referred)
    expect(d).toMatchObject({
      timeZone: "Asia/Kolkata",
      totalUsers: 5,
      totalReferrals: 3,
      referredUsers: 3,
      activeReferrers: 2,
      avgReferralsPerUser: 1.5,
      conversionRate: 60,
    });
    expect(d.growthData).toHaveLength(7);
    // Today, as the server saw it: the day the file loaded, or the next one if the run crossed midnight in Kolkata.
    expect([kolkataDay(todayStart), kolkataDay(Date.now())]).toContain(d.growthData.at(-1).date);
    const byDate = Object.fromEntries(d.growthData.map((g: { date: string }) => [g.date, g]));
    expect(byDate[kolkataDay(beforeMidnight.getTime())]).toEqual({
      date: kolkataDay(beforeMidnight.getTime()),
      newUsers: 1,
      referredUsers: 1,
      organicUsers: 0,
    });
    expect(byDate[kolkataDay(afterMidnight.getTime())]).toMatchObject({
      newUsers: 3,
      referredUsers: 2,
      organicUsers: 1,
    });
    expect(d.growthData.reduce((n: number, g: { newUsers: number }) => n + g.newUsers, 0)).toBe(5);
    expect(d.growthData.filter((g: { newUsers: number }) => g.newUsers === 0)).toHaveLength(4);
    expect(d.topReferrers).toEqual([
      { user: { id: ravi.id, firstName: "Ravi", email: ravi.email }, referralCount: 2, referralCode: "FRIENDRAVI" },
      { user: { id: insta.id, firstName: "Insta", email: insta.email }, referralCount: 1, referralCode: "INSTA2024" },
    ]);
    expect(d.topReferralSources).toEqual([
      { referralCode: "FRIENDRAVI", userCount: 2, percentage: 40 },
      { referralCode: "INSTA2024", userCount: 1, percentage: 20 },
    ]);
    expect(d.channels).toEqual([
      { channel: "Word of Mouth", userCount: 2 },
      { channel: "Social Media", userCount: 1 },
    ]);
  });

  it("defaults to 30 days, and 90 days and all time take in the older sign-ups", async () => {
    const thirty = (await metrics()).json().data;
    expect(thirty).toMatchObject({ range: "30d", totalUsers: 5 });
    expect(thirty.growthData).toHaveLength(30);
    const ninety = (await metrics("90d")).json().data;
    expect(ninety).toMatchObject({ totalUsers: 9, totalReferrals: 4, activeReferrers: 2, conversionRate: 44.4 });
    expect(ninety.growthData).toHaveLength(90);
    const all = (await metrics("all")).json().data;
    expect(all.totalUsers).toBe(9);
    expect(all.growthData[0].date).toBe(kolkataDay(longAgo.getTime()));
    // From the first sign-up's day to the server's today: 41 days, or 42 if the run crossed midnight in Kolkata.
    const days = (Date.parse(all.growthData.at(-1).date) - Date.parse(kolkataDay(longAgo.getTime()))) / DAY + 1;
    expect([41, 42]).toContain(days);
    expect(all.growthData).toHaveLength(days);
    expect(all.topReferralSources[0]).toEqual({ referralCode: "FRIENDRAVI", userCount: 3, percentage: 33.3 });
  });
});
