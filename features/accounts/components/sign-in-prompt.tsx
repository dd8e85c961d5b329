// What a signed-out visitor sees on /randevularim and /yorumlarim: 'Giriş Yapın' and a button
// that opens the login dialog (the page re-renders with their data once they are in).
import { LogIn } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AuthDialogButton } from './auth-dialog-button';

export function SignInPrompt({ message }: { message: string }) {
  return (
    <Card className="mx-auto max-w-md text-center">
      <CardHeader className="items-center">
        <LogIn className="size-10 text-primary" aria-hidden="true" />
        <CardTitle as="h2">Giriş Yapın</CardTitle>
        <CardDescription>{message}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap justify-center gap-2">
        <AuthDialogButton variant="brand">Giriş Yap</AuthDialogButton>
        <AuthDialogButton variant="outline" tab="register">Üye Ol</AuthDialogButton>
      </CardContent>
    </Card>
  );
}
