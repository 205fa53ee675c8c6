import { describe, expect, it } from "vitest";
import { detectInAppBrowser, externalBrowserUrl, platformOf } from "../../../src/web/features/auth/in-app-browser.ts";

/** Real user-agent strings, as the apps send them. */
const IN_APP: Array<[string, string, string]> = [
  [
    "Snapchat",
    "iOS",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Snapchat/12.12.0.36 (like Safari/8614.2.9.0.10, panda)",
  ],
  [
    "Snapchat",
    "Android",
    "Mozilla/5.0 (Linux; Android 13; SM-G991B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.5845.114 Mobile Safari/537.36 Snapchat/12.50.0.38 (SM-G991B; Android 13#G991BXXU5DWH2#33; gzip; )",
  ],
  [
    "Instagram",
    "iOS",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 290.0.0.13.76 (iPhone14,5; iOS 16_5; en_US; en; scale=3.00; 1170x2532; 489720907)",
  ],
  [
    "Instagram",
    "Android",
    "Mozilla/5.0 (Linux; Android 13; SM-S908B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/114.0.5735.196 Mobile Safari/537.36 Instagram 289.0.0.25.49 Android (33/13; 480dpi; 1080x2111; samsung; SM-S908B; b0q; qcom; en_GB; 488780865)",
  ],
  [
    "TikTok",
    "iOS",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_30.8.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US RevealType/Dialog isDarkMode/0 WKWebView/1 BytedanceWebview/d8a21c6 FalconTag/",
  ],
  [
    "TikTok",
    "Android",
    "Mozilla/5.0 (Linux; Android 12; Pixel 6 Build/SQ3A.220705.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/118.0.5993.111 Mobile Safari/537.36 trill_2023107030 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/trill app_version/31.7.3 ByteLocale/en ByteFullLocale/en Region/US AppId/1180 Spark/1.4.6.3-bugfix AppVersion/31.7.3 BytedanceWebview/d8a21c6",
  ],
  [
    "Twitter",
    "iOS",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Twitter for iPhone/9.61",
  ],
  [
    "Twitter",
    "Android",
    "Mozilla/5.0 (Linux; Android 10; SM-A205U Build/QP1A.190711.020; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/110.0.5481.153 Mobile Safari/537.36 TwitterAndroid",
  ],
  [
    "Facebook",
    "iOS",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone13,2;FBMD/iPhone;FBSN/iOS;FBSV/16.5;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5;FBRV/0]",
  ],
  [
    "Facebook",
    "Android",
    "Mozilla/5.0 (Linux; Android 13; SM-A536B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/115.0.5790.166 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/425.0.0.22.49;]",
  ],
  [
    "LinkedIn",
    "iOS",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]/9.27.7446",
  ],
  [
    "LinkedIn",
    "Android",
    "Mozilla/5.0 (Linux; Android 11; SM-G973F Build/RP1A.200720.012; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/114.0.5735.196 Mobile Safari/537.36 [LinkedInApp]/4.1.860",
  ],
  [
    "In-app",
    "Android web view",
    "Mozilla/5.0 (Linux; Android 12; SM-G973F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/108.0.5359.128 Mobile Safari/537.36",
  ],
  [
    "In-app",
    "iOS web view",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
  ],
];

const NORMAL: Array<[string, string]> = [
  [
    "Chrome on Windows",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
  ],
  [
    "Safari on macOS",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15",
  ],
  [
    "Safari on iPhone",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  ],
  [
    "Chrome on iPhone",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1",
  ],
  [
    "Chrome on Android",
    "Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
  ],
  ["Firefox on Linux", "Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0"],
  [
    "Samsung Internet",
    "Mozilla/5.0 (Linux; Android 13; SM-S908B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36",
  ],
];

describe("detectInAppBrowser", () => {
  it.each(IN_APP)("recognises %s on %s", (name, _platform, ua) => {
    expect(detectInAppBrowser(ua)).toBe(name);
  });

  it.each(NORMAL)("leaves %s alone", (_name, ua) => {
    expect(detectInAppBrowser(ua)).toBeNull();
  });
});

describe("opening the main browser", () => {
  it("tells the platforms apart", () => {
    expect(platformOf(IN_APP[0][2])).toBe("ios");
    expect(platformOf(IN_APP[1][2])).toBe("android");
    expect(platformOf(NORMAL[0][1])).toBe("other");
  });

  it("builds Safari's scheme on iOS, an intent on Android and the plain address elsewhere", () => {
    const url = "https://snaplist.example/register?ref=ABC";
    expect(externalBrowserUrl(url, "ios")).toBe("x-safari-https://snaplist.example/register?ref=ABC");
    expect(externalBrowserUrl(url, "android")).toBe(
      `intent://snaplist.example/register?ref=ABC#Intent;scheme=https;action=android.intent.action.VIEW;S.browser_fallback_url=${encodeURIComponent(url)};end`,
    );
    expect(externalBrowserUrl(url, "other")).toBe(url);
  });
});
