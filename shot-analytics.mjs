import { chromium } from "playwright-core";
const base = "http://lantern-coast.localhost:4600";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--host-resolver-rules=MAP *.localhost 127.0.0.1", "--autoplay-policy=no-user-gesture-required"] });
const fan = await browser.newPage();
for (const path of ["/", "/music", "/posts", "/events", "/"]) { await fan.goto(base + path); await fan.waitForTimeout(300); }
await fan.goto(base + "/music");
const play = fan.getByRole("button", { name: /^Play/ }).first();
if (await play.count()) { await play.click(); await fan.waitForTimeout(2000); }
await fan.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
await fan.close();
await new Promise((r) => setTimeout(r, Number(process.env.WAIT ?? 65000)));
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(base + "/studio");
const login = page.locator("form").filter({ has: page.getByRole("heading", { name: "Studio" }) });
await login.getByLabel("Email").fill("owner@lanterncoast.example");
await login.getByLabel("Password").fill(process.env.PW);
await login.getByRole("button", { name: "Log in" }).click();
await page.waitForTimeout(4000);
await page.screenshot({ path: "/tmp/home-1280.png", fullPage: true });
await page.setViewportSize({ width: 375, height: 800 });
await page.waitForTimeout(1500);
await page.screenshot({ path: "/tmp/home-375.png", fullPage: false });
console.log(await page.locator("body").innerText().then((t) => t.slice(0, 1500)));
await browser.close();
