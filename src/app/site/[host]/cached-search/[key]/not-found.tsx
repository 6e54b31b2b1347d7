// The 404's content comes from the [key] layout, which has the params.
export default function CachedSearchNotFoundSlot() {
  return null;
}
