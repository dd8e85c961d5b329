// Map URLs for the salon page's map modal (spec §2): an embedded Google Maps search built from
// name, address, district, city and 'Türkiye', and links to open it in a browser or on a phone.

export interface MapPlace {
  name: string;
  address: string | null;
  district?: string | null;
  city?: string | null;
}

/** 'İnci Kuaför, Sinanpaşa Mah. ..., Beşiktaş, İstanbul, Türkiye' */
export function mapQuery(place: MapPlace): string {
  return [place.name, place.address, place.district, place.city, 'Türkiye']
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

export function mapLinks(place: MapPlace) {
  const q = encodeURIComponent(mapQuery(place));
  return {
    embed: `https://www.google.com/maps?q=${q}&output=embed`,
    googleMaps: `https://www.google.com/maps/search/?api=1&query=${q}`,
    appleMaps: `https://maps.apple.com/?q=${q}`,
    /** Android's maps app (and other geo: handlers). */
    geo: `geo:0,0?q=${q}`,
  };
}
