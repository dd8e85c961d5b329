'use client';
// 'Haritada Gör' (spec §2): a modal with the address, an embedded map search and links to
// open the place in Google Maps, Apple Maps or the phone's map app. Without an address:
// 'Adres bilgisi bulunamadı'. Loaded by map-button.tsx the first time it opens, iframe too.
import { ExternalLink, MapPin } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { mapLinks, type MapPlace } from './map-links';

export const NO_ADDRESS_MESSAGE = 'Adres bilgisi bulunamadı';

export function MapDialog({ place, open, onOpenChange }: { place: MapPlace; open: boolean; onOpenChange: (open: boolean) => void }) {
  const links = mapLinks(place);
  const fullAddress = [place.address, [place.district, place.city].filter(Boolean).join(' / ')].filter(Boolean).join(', ');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* The dialog itself takes the focus, not its first tabbable element: that is the map's
          iframe, and a key pressed there goes to Google's page, so Escape did not close the dialog. */}
      <DialogContent className="max-w-2xl" onOpenAutoFocus={(event) => { event.preventDefault(); (event.currentTarget as HTMLElement).focus(); }}>
        <DialogHeader>
          <DialogTitle>{place.name} – Konum</DialogTitle>
          <DialogDescription className="flex items-start gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{place.address ? fullAddress : NO_ADDRESS_MESSAGE}</span>
          </DialogDescription>
        </DialogHeader>
        {place.address ? (
          <>
            <iframe
              title={`${place.name} haritası`}
              src={links.embed}
              className="aspect-video w-full rounded-lg border"
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
            />
            <div className="flex flex-wrap gap-2">
              <MapLink href={links.googleMaps} label="Google Haritalar'da aç" />
              <MapLink href={links.appleMaps} label="Apple Haritalar'da aç" />
              <Button asChild variant="outline" size="sm" className="sm:hidden">
                <a href={links.geo}>Telefonun harita uygulamasında aç</a>
              </Button>
            </div>
          </>
        ) : (
          <p role="status" className="rounded-lg bg-muted px-4 py-8 text-center text-muted-foreground">{NO_ADDRESS_MESSAGE}</p>
        )}
      </DialogContent>
    </Dialog>
  );
}

function MapLink({ href, label }: { href: string; label: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={href} target="_blank" rel="noopener noreferrer">
        <ExternalLink aria-hidden="true" />
        {label}
        <span className="sr-only"> (yeni sekmede açılır)</span>
      </a>
    </Button>
  );
}
