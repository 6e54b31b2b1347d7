import "server-only";
import type { RegoState, VehicleLookupAnswer } from "@/domain/leads/vehicle-lookup";

interface VehicleLookupQuery {
  /** Normalised plate (normaliseRego). */
  rego: string;
  regoState: RegoState;
  /** Kilometres, for a valuation. */
  odometer?: number | null;
}

/**
 * A vehicle lookup provider: the registration lookup (NEVDIS, POST /api/nevdis and the
 * trade-in rego lookup) or the valuation lookup (AutoGrab, POST /api/simple-autograb-lookup).
 * Null when the provider has no vehicle for the plate; a ProviderError when it could not
 * answer (provider-request.ts).
 */
export interface VehicleLookupProvider {
  lookup(query: VehicleLookupQuery): Promise<VehicleLookupAnswer | null>;
}
