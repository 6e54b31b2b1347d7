// The 404's content comes from the [slug] layout (VehicleRouteLayout), which has the params.
export default function VehicleNotFoundSlot() {
  return null;
}
