'use client';
// 'Haritada Gör': the button is part of the page, the dialog (and its map) is fetched when
// first opened.
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { Map as MapIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { MapPlace } from './map-links';

const MapDialog = dynamic(() => import('./map-dialog').then((m) => m.MapDialog), { ssr: false });

export function MapButton({ place }: { place: MapPlace }) {
  const [open, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <>
      <Button variant="outline" size="lg" aria-haspopup="dialog" onClick={() => { setWasOpened(true); setOpen(true); }}>
        <MapIcon aria-hidden="true" />
        Haritada Gör
      </Button>
      {wasOpened ? <MapDialog place={place} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
