// The landing slider's images need an alt text a screen reader can say. An admin who uploads a
// slide and leaves 'Alternatif metin' empty gets a numbered description instead of alt="",
// which would hide the slide from screen readers. Pure; used by the upload and the save action.

export function defaultHeroAlt(index: number): string {
  return `Güzellik salonu görseli ${index + 1}`;
}

/** Each image's own alt text, or the default for its position when it is empty. */
export function withDefaultHeroAlts<T extends { alt: string }>(images: readonly T[]): T[] {
  return images.map((image, index) => ({ ...image, alt: image.alt.trim() || defaultHeroAlt(index) }));
}
