import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseEnv } from "./config";

const tmp = () => mkdtempSync(path.join(tmpdir(), "pp-config-"));

describe("config", () => {
  it("applies the defaults", () => {
    const c = loadConfig({ DATA_DIR: tmp() });
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.logLevel).toBe("info");
    expect(c.publicUrl).toBe("http://localhost:3000");
    expect(c.corsOrigins).toEqual([]);
  });

  it("reads TRUST_PROXY as Fastify's trustProxy: off by default, true, a hop count or addresses", () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: "10.0.0.1, 10.1.0.0/16,::1" }).trustProxy).toEqual([
      "10.0.0.1",
      "10.1.0.0/16",
      "::1",
    ]);
    expect(() => parseEnv({ TRUST_PROXY: "yes please" })).toThrow(ConfigError);
  });

  it("reads every variable", () => {
    const c = loadConfig({
      PORT: "8080",
      DATABASE_URL: "postgres://u@db:5432/pp",
      DATA_DIR: tmp(),
      JWT_SECRET: "x".repeat(40),
      SMTP_URL: "smtp://mail:25",
      LOG_LEVEL: "warn",
      PUBLIC_URL: "https://portal.example/",
      CORS_ORIGINS: "https://a.example, https://b.example",
    });
    expect(c).toMatchObject({
      port: 8080,
      databaseUrl: "postgres://u@db:5432/pp",
      jwtSecret: "x".repeat(40),
      smtpUrl: "smtp://mail:25",
      logLevel: "warn",
      publicUrl: "https://portal.example",
      corsOrigins: ["https://a.example", "https://b.example"],
    });
  });

  it.each([
    ["PORT", "eighty", "PORT"],
    ["PORT", "70000", "PORT"],
    ["DATABASE_URL", "mysql://x", "DATABASE_URL"],
    ["LOG_LEVEL", "loud", "LOG_LEVEL"],
    ["JWT_SECRET", "short", "JWT_SECRET"],
    ["PUBLIC_URL", "not a url", "PUBLIC_URL"],
    ["SMTP_URL", "http://mail", "SMTP_URL"],
  ])("stops on a bad %s and names it", (key, value, named) => {
    expect(() => parseEnv({ [key]: value })).toThrow(ConfigError);
    expect(() => parseEnv({ [key]: value })).toThrow(new RegExp(`${named}:`));
  });

  it("reads METRICS_TOKEN (unset by default) and refuses one shorter than 16 characters", () => {
    expect(loadConfig({ DATA_DIR: tmp() }).metricsToken).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tmp(), METRICS_TOKEN: "m".repeat(16) }).metricsToken).toBe("m".repeat(16));
    expect(() => parseEnv({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });

  it("puts the recurring jobs on their schedules unless JOB_SCHEDULES is off", () => {
    expect(loadConfig({ DATA_DIR: tmp() }).jobSchedules).toBe(true);
    expect(loadConfig({ DATA_DIR: tmp(), JOB_SCHEDULES: "off" }).jobSchedules).toBe(false);
    expect(() => parseEnv({ JOB_SCHEDULES: "sometimes" })).toThrow(/JOB_SCHEDULES/);
  });

  it("asks the Superadmin for two-factor sign-in unless REQUIRE_ADMIN_2FA is off", () => {
    expect(loadConfig({ DATA_DIR: tmp() }).requireAdminTwoFactor).toBe(true);
    expect(loadConfig({ DATA_DIR: tmp(), REQUIRE_ADMIN_2FA: "off" }).requireAdminTwoFactor).toBe(false);
    expect(() => parseEnv({ REQUIRE_ADMIN_2FA: "maybe" })).toThrow(/REQUIRE_ADMIN_2FA: must be on or off/);
  });

  it("treats blank values as unset", () => {
    const env = parseEnv({ PORT: "", DATABASE_URL: "  " });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("generates a JWT secret on first run and keeps it in DATA_DIR", () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(path.join(dir, "jwt-secret"))).toBe(true);
    expect(readFileSync(path.join(dir, "jwt-secret"), "utf8")).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: tmp() }).jwtSecret).not.toBe(first.jwtSecret);
  });
});
