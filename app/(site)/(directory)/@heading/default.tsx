// The @heading slot of a directory route that has no heading of its own: none.
export default function NoHeading() {
  return null;
}
