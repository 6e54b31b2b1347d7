import "server-only";
import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { type StaffTenant, staffAbilities } from "@/domain/console/staff-roles";
import type { Db } from "@/server/db/client";
import {
  dealerships,
  lead_deliveries,
  leads,
  site_config_versions,
  type staff_invitations,
  staff_users,
  websites,
} from "@/server/db/schema/all";
import { AppError } from "@/server/http/app-error";

/**
 * THE scoping function of the console: every console query takes its conditions
 * from here, built from the signed-in member's role and tenant only (never from the request).
 * An id outside the scope is "not found" (404), exactly like an id that does not exist, so
 * the answer does not even say whether another tenant's row exists.
 *
 * - operator: every site, dealership and lead;
 * - group admin: the group's sites (websites.dealership_group, or a site of one of the
 *   group's dealerships), the group's dealerships, and the leads of those sites and dealerships;
 * - dealership staff: their dealership and its leads; no site settings.
 */
export function consoleScope(tenant: StaffTenant) {
  const groupDealerships = (groupId: number) =>
    sql`(select ${dealerships.id} from ${dealerships} where ${dealerships.dealer_group_id} = ${groupId})`;

  const sitesWhere = (): SQL => {
    switch (tenant.role) {
      case "operator":
        return sql`true`;
      case "group_admin":
        return or(
          eq(websites.dealership_group, tenant.dealerGroupId),
          inArray(websites.dealership_id, groupDealerships(tenant.dealerGroupId)),
        ) as SQL;
      case "dealership_staff":
        return sql`false`;
    }
  };

  const dealershipsWhere = (): SQL => {
    switch (tenant.role) {
      case "operator":
        return sql`true`;
      case "group_admin":
        return eq(dealerships.dealer_group_id, tenant.dealerGroupId);
      case "dealership_staff":
        return eq(dealerships.id, tenant.dealershipId);
    }
  };

  const leadsWhere = (): SQL => {
    switch (tenant.role) {
      case "operator":
        return sql`true`;
      case "group_admin": {
        const groupSites = sql`(select ${websites.id} from ${websites} where ${sitesWhere()})`;
        return or(
          inArray(leads.website_id, groupSites),
          inArray(leads.dealership_id, groupDealerships(tenant.dealerGroupId)),
        ) as SQL;
      }
      case "dealership_staff":
        return eq(leads.dealership_id, tenant.dealershipId);
    }
  };

  /**
   * Staff (members or invitations: the same three columns) a member may see and manage: an
   * operator everyone; a group admin their group's admins and its dealerships' staff;
   * dealership staff nobody.
   */
  const staffWhere = (table: typeof staff_users | typeof staff_invitations): SQL => {
    switch (tenant.role) {
      case "operator":
        return sql`true`;
      case "group_admin":
        return or(
          and(eq(table.role, "group_admin"), eq(table.dealer_group_id, tenant.dealerGroupId)),
          and(
            eq(table.role, "dealership_staff"),
            inArray(table.dealership_id, groupDealerships(tenant.dealerGroupId)),
          ),
        ) as SQL;
      case "dealership_staff":
        return sql`false`;
    }
  };

  const notFound = (what: string) => new AppError("not_found", `No ${what} with that id.`);

  return {
    tenant,
    abilities: staffAbilities(tenant),
    sitesWhere,
    dealershipsWhere,
    leadsWhere,
    staffWhere,

    /** The site's row when it is in scope (and the role may see sites), else 404. */
    async requireSite(db: Db, id: number) {
      const [row] = await db
        .select()
        .from(websites)
        .where(and(eq(websites.id, id), sitesWhere()))
        .limit(1);
      if (!row) throw notFound("site");
      return row;
    },

    async requireDealership(db: Db, id: number) {
      const [row] = await db
        .select()
        .from(dealerships)
        .where(and(eq(dealerships.id, id), dealershipsWhere()))
        .limit(1);
      if (!row) throw notFound("dealership");
      return row;
    },

    async requireLead(db: Db, id: number) {
      const [row] = await db
        .select()
        .from(leads)
        .where(and(eq(leads.id, id), leadsWhere()))
        .limit(1);
      if (!row) throw notFound("lead");
      return row;
    },

    /** A delivery of a lead in scope, else 404. */
    async requireDelivery(db: Db, id: number) {
      const [row] = await db
        .select({ delivery: lead_deliveries })
        .from(lead_deliveries)
        .innerJoin(leads, eq(leads.id, lead_deliveries.lead_id))
        .where(and(eq(lead_deliveries.id, id), leadsWhere()))
        .limit(1);
      if (!row) throw notFound("delivery");
      return row.delivery;
    },

    /** A member of staff in scope, else 404. */
    async requireStaffMember(db: Db, id: string) {
      const [row] = await db
        .select()
        .from(staff_users)
        .where(and(eq(staff_users.id, id), staffWhere(staff_users)))
        .limit(1);
      if (!row) throw notFound("member of staff");
      return row;
    },

    /** A settings version of a site in scope, else 404. */
    async requireConfigVersion(db: Db, siteId: number, version: number) {
      await this.requireSite(db, siteId);
      const [row] = await db
        .select()
        .from(site_config_versions)
        .where(and(eq(site_config_versions.website_id, siteId), eq(site_config_versions.version, version)))
        .limit(1);
      if (!row) throw notFound("settings version");
      return row;
    },
  };
}

export type ConsoleScope = ReturnType<typeof consoleScope>;
