import type { PhotoDrawing } from "../photo-drawing";
import {
  convertible,
  coupe,
  hatch,
  peopleMover,
  sedan,
  suv,
  suv3Door,
  ute,
  uteSingleCab,
  van,
  wagon,
} from "./cars";
import type { Drawing } from "./kit";
import { adventureBike, classicBike, cruiser, nakedBike, sportBike, tourer } from "./motorcycles";
import { camperTrailer, caravan, jPod, motorhome, offGridCaravan, popTop, toyHauler } from "./rvs";
import { cabChassis, curtainsider, pantech, primeMover, tipper, tray } from "./trucks";

/** Every photo drawing, facing right in the 1200 x 800 frame. */
export const DRAWINGS: Record<PhotoDrawing, () => Drawing> = {
  sedan,
  hatch,
  wagon,
  suv,
  "suv-3-door": suv3Door,
  "ute-dual-cab": ute,
  "ute-single-cab": uteSingleCab,
  coupe,
  convertible,
  van,
  "people-mover": peopleMover,
  "motorcycle-sport": sportBike,
  "motorcycle-naked": nakedBike,
  "motorcycle-cruiser": cruiser,
  "motorcycle-touring": tourer,
  "motorcycle-adventure": adventureBike,
  "motorcycle-classic": classicBike,
  "prime-mover": primeMover,
  "truck-pantech": pantech,
  "truck-curtainsider": curtainsider,
  "truck-tipper": tipper,
  "truck-tray": tray,
  "truck-cab-chassis": cabChassis,
  caravan,
  "caravan-off-grid": offGridCaravan,
  "pop-top": popTop,
  "camper-trailer": camperTrailer,
  "toy-hauler": toyHauler,
  motorhome,
  "j-pod": jPod,
};
