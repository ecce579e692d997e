import type { AnyPermission } from "@pp/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";

/**
 * Who may call a route, declared once on the route (`config: { access }`, docs/decisions/037). The same declaration
 * decides a person's check and an API key's scope (modules/api-keys/scopes.ts derives the scope from the
 * permission), and the onRoute hook below installs the one guard that enforces it, in onRequest: before the body is
 * parsed or validated, so a refused caller changes nothing whatever it sends.
 */
export type Access = PublicAccess | SignedInAccess | SuperadminAccess | PartnerAccess;

/** Open without signing in: the handler checks whatever else it needs (a password, a token in the body). */
export interface PublicAccess {
  public: true;
}
/** Any signed-in person, partner user or Superadmin: their own account, notifications, shared lookups. No key. */
export interface SignedInAccess {
  signedIn: true;
}
/** The Superadmin only. No key. */
export interface SuperadminAccess {
  superadmin: true;
}
/** An active user of an active partner. */
export interface PartnerAccess {
  /**
   * "any": any of the partner's people; "owner": the partner's own account, never a sub-login; a permission: the
   * partner users holding it (the partner's own account holds them all).
   */
  partner: "any" | "owner" | AnyPermission;
  /** A second permission needed as well (an export needs reports.export and its source's). Keys never. */
  also?: AnyPermission;
  /**
   * API keys. Unsaid: the scope that matches the permission (scopes.ts), refused when there is none. false: no key,
   * even with that scope (a decision a person makes). "any": any key of the partner (reference data).
   */
  keys?: false | "any";
  /** The 403's sentence for a partner user without the permission (a default one otherwise). */
  refusal?: string;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route (plugins/access.ts). Every route declares it; the app refuses to start otherwise. */
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route registered, with its declared access (what the route walks in the tests read). */
    routeAccess: RouteAccess[];
    /** The onRequest guard of a partner route (plugins/partner-context.ts). */
    partnerGuard: (access: PartnerAccess) => Guard;
    /** The onRequest guards of a signed-in route and of a Superadmin's route (plugins/auth.ts). */
    signedInGuard: Guard;
    superadminGuard: Guard;
  }
}

export type Guard = (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => void;
export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

/**
 * Routes that other packages register, which cannot declare: the API document's pages (@fastify/swagger-ui), the
 * built web app's files (@fastify/static) and CORS preflights (@fastify/cors, `OPTIONS *`). Public by nature.
 */
const THIRD_PARTY_PUBLIC = [/^\/api\/docs(\/|$)/, /^\/\*?$/, /^\*$/];

export const isPartnerAccess = (a: Access): a is PartnerAccess => "partner" in a;

/**
 * The onRoute hook that reads each route's declaration, records it in `app.routeAccess`, and puts its guard first
 * in the route's onRequest hooks. A route without a declaration stops the app from starting. Added before any
 * plugin registers a route, so it sees them all; the guards are asked for when a guarded route registers, by which
 * time the auth and partner-context plugins have decorated them.
 */
export function routeAccessHook(app: FastifyInstance) {
  const table: RouteAccess[] = [];
  app.decorate("routeAccess", table);
  return (route: RouteOptions) => {
    const access = route.config?.access ?? third(route.url);
    const methods = [route.method].flat();
    if (!access) {
      throw new Error(
        `${methods.join(",")} ${route.url} declares no access: add config.access (plugins/access.ts) to the route`,
      );
    }
    route.config = { ...route.config, access };
    for (const method of methods) table.push({ method, url: route.url, access });
    const guard = guardOf(app, access);
    if (!guard) return;
    const others = route.onRequest ? [route.onRequest].flat() : [];
    // Fastify copies a GET's options for its HEAD route: the guard is already there then.
    if (others.includes(guard)) return;
    route.onRequest = [guard, ...others];
  };
}

function third(url: string): Access | undefined {
  return THIRD_PARTY_PUBLIC.some((p) => p.test(url)) ? { public: true } : undefined;
}

function guardOf(app: FastifyInstance, access: Access): Guard | undefined {
  if ("public" in access) return undefined;
  const guard =
    "signedIn" in access
      ? app.signedInGuard
      : "superadmin" in access
        ? app.superadminGuard
        : app.partnerGuard?.(access);
  // A guarded route registered before the plugins that make its guard would be open: refuse to start instead.
  if (!guard) throw new Error("a guarded route was registered before plugins/auth.ts and partner-context.ts");
  return guard;
}
