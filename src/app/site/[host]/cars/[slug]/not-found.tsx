import { VehicleNotFound } from "../../../../../features/vehicle/vehicle-not-found";

export default VehicleNotFound;
