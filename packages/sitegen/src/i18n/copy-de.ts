import type { SampleWords } from '../sample-words';
import type { BlueprintCopy, BlueprintId } from './types';

/**
 * The offline writer's German phrasebook, per blueprint (issue 15 §5): COPY_EN rewritten as a German
 * copywriter would write it for a small business, same keys, same voices, same honesty rules
 * (no invented facts; answers that depend on the owner point to the form).
 *
 * Register: formal „Sie“ throughout. Voices: `we` speaks as „wir/uns/unser“, `i` as „ich/mich/mir/mein“.
 * Strings that are single in English stay person-neutral here too (no „wir“, „uns“, „ich“), so nav
 * labels read „Profil“ or „Kennenlernen“ rather than „Über uns“. Placeholders sit where any noun phrase
 * fits without case or gender agreement („für {audience}“, „bei {name}“, „Die Schwerpunkte: {features}“).
 */
export const COPY_DE: Record<BlueprintId, BlueprintCopy> = {
  // Software products.
  saas: {
    sections: {
      features: { nav: 'Funktionen', heading: 'Was drinsteckt', eyebrow: 'Funktionen' },
      'how-it-works': { nav: 'Erste Schritte', heading: 'In drei Schritten startklar', eyebrow: 'So funktioniert es' },
      benefits: { heading: 'Gemacht für Ihre Arbeitsweise', eyebrow: 'Für wen', intro: 'Für {audience}.' },
      pricing: {
        nav: 'Preise', heading: 'Tarife und Preise', eyebrow: 'Preise',
        intro: 'Vergleichen Sie die Tarife und wählen Sie den, der zu Ihrer Arbeitsweise passt.',
      },
      testimonials: { nav: 'Stimmen', heading: 'Was Kunden sagen', eyebrow: 'Kundenstimmen' },
      faq: { nav: 'FAQ', heading: 'Fragen und Antworten', eyebrow: 'Häufige Fragen' },
      'get-started': { heading: 'Jetzt loslegen', eyebrow: 'Nächster Schritt' },
    },
    cta: { primary: 'Jetzt starten', secondary: 'Funktionen ansehen' },
    steps: [
      { title: 'Konto erstellen', text: 'Registrieren Sie sich und sehen Sie sich in Ruhe um, bevor Sie eigene Daten eingeben.' },
      { title: 'Einrichten', text: 'Ergänzen Sie Ihre Angaben und passen Sie die Einstellungen an Ihre gewohnten Abläufe an.' },
      { title: 'Im Alltag nutzen', text: 'Überlassen Sie {name} die Routine und melden Sie sich, wann immer eine Frage aufkommt.' },
    ],
    benefits: [
      { title: 'Weniger Kleinkram', text: 'Weniger Zeit für wiederkehrende Aufgaben, mehr Zeit für die Arbeit, die nur Sie erledigen können.' },
      { title: 'Alles an einem Ort', text: 'Behalten Sie alles Wichtige beisammen, statt es über Tabellen, Postfächer und Notizen zu verteilen.' },
      { title: 'Auf einen Blick klar', text: 'Sehen Sie, wo Sie stehen, ohne sich durch Menüs zu klicken oder Berichte zu exportieren.' },
    ],
    featureText: {
      we: [
        'Fragen Sie uns nach einer kurzen Tour, die zeigt, wie es in Ihren Alltag passt.',
        'Fragen Sie uns nach den Details – wir erklären Ihnen, wie es in der Praxis funktioniert.',
        'Eine Sache weniger, die Sie selbst einrichten, nachverfolgen oder im Blick behalten müssen.',
        'Praktisch, ob Sie gerade erst anfangen oder von einem anderen Tool wechseln.',
      ],
      i: [
        'Fragen Sie mich nach einer kurzen Tour, die zeigt, wie es in Ihren Alltag passt.',
        'Fragen Sie mich nach den Details – ich erkläre Ihnen, wie es in der Praxis funktioniert.',
        'Eine Sache weniger, die Sie selbst einrichten, nachverfolgen oder im Blick behalten müssen.',
        'Praktisch, ob Sie gerade erst anfangen oder von einem anderen Tool wechseln.',
      ],
    },
    faq: {
      we: [
        { q: 'Wie fange ich an?', a: 'Klicken Sie auf dieser Seite auf „Jetzt starten“, erstellen Sie Ihr Konto und richten Sie alles in Ihrem eigenen Tempo ein.' },
        { q: 'Kann ich meine bisherigen Daten übernehmen?', a: 'Sagen Sie uns, was Sie heute nutzen, und wir erklären Ihnen, wie Sie Ihre Daten am besten in {name} übertragen.' },
        { q: 'Wie sicher sind meine Daten?', a: 'Fragen Sie uns – wir erklären Ihnen verständlich, wie {name} Ihre Daten speichert und schützt.' },
        { q: 'Was, wenn ich nicht weiterkomme?', a: 'Schreiben Sie uns über diese Seite. Wir helfen Ihnen, eine Antwort zu finden, damit Sie weiterarbeiten können.' },
      ],
      i: [
        { q: 'Wie fange ich an?', a: 'Klicken Sie auf dieser Seite auf „Jetzt starten“, erstellen Sie Ihr Konto und richten Sie alles in Ihrem eigenen Tempo ein.' },
        { q: 'Kann ich meine bisherigen Daten übernehmen?', a: 'Sagen Sie mir, was Sie heute nutzen, und ich erkläre Ihnen, wie Sie Ihre Daten am besten in {name} übertragen.' },
        { q: 'Wie sicher sind meine Daten?', a: 'Fragen Sie mich – ich erkläre Ihnen verständlich, wie {name} Ihre Daten speichert und schützt.' },
        { q: 'Was, wenn ich nicht weiterkomme?', a: 'Schreiben Sie mir über diese Seite. Ich helfe Ihnen, eine Antwort zu finden, damit Sie weiterarbeiten können.' },
      ],
    },
    about: {
      we: 'Wir entwickeln {name} für {audience} und hören genau hin, was die Menschen sagen, die damit arbeiten. Wenn Sie etwas ausbremst, sagen Sie uns Bescheid – wir sehen es uns an.',
      i: 'Ich entwickle {name} für {audience} und höre genau hin, was die Menschen sagen, die damit arbeiten. Wenn Sie etwas ausbremst, sagen Sie mir Bescheid – ich sehe es mir an.',
    },
    closing: { heading: 'Bereit, {name} auszuprobieren?', text: 'Erstellen Sie Ihr Konto und sehen Sie selbst, wie es zu Ihrer Arbeitsweise passt.' },
    contactIntro: {
      we: 'Schreiben Sie uns mit jeder Frage zu {name}, ob vor oder nach der Anmeldung.',
      i: 'Schreiben Sie mir mit jeder Frage zu {name}, ob vor oder nach der Anmeldung.',
    },
  },

  // Online shops.
  ecommerce: {
    sections: {
      products: { nav: 'Shop', heading: 'Das Sortiment entdecken', eyebrow: 'Sortiment' },
      features: { nav: 'Details', heading: { we: 'Warum bei uns einkaufen', i: 'Warum bei mir einkaufen' }, eyebrow: 'Gut zu wissen' },
      testimonials: { nav: 'Bewertungen', heading: 'Was Kunden sagen', eyebrow: 'Bewertungen' },
      faq: { nav: 'FAQ', heading: 'Fragen vor dem Kauf', eyebrow: 'Häufige Fragen' },
      'get-started': { heading: 'Bereit zum Bestellen?', eyebrow: 'Jetzt einkaufen' },
      pricing: { nav: 'Preise', heading: 'Optionen und Preise', eyebrow: 'Preise' },
    },
    cta: { primary: 'Zum Sortiment', secondary: 'Warum hier einkaufen' },
    steps: [
      { title: 'Artikel auswählen', text: 'Stöbern Sie im Sortiment und legen Sie in den Warenkorb, was Ihnen gefällt.' },
      { title: 'Zur Kasse', text: 'Geben Sie Ihre Lieferdaten ein und bezahlen Sie an der Kasse.' },
      { title: 'Auf das Paket warten', text: 'Ihre Bestellung wird verpackt und an die angegebene Adresse geschickt.' },
    ],
    benefits: {
      we: [
        { title: 'Wissen, was Sie kaufen', text: 'Jeder Artikel ist klar beschrieben, damit Sie mit gutem Gefühl wählen können.' },
        { title: 'Hilfe bei der Auswahl', text: 'Unsicher, was passt? Schreiben Sie uns, und wir helfen Ihnen bei der Entscheidung.' },
        { title: 'Sorgfältig verpackt', text: 'Jede Bestellung wird geprüft und sorgfältig verpackt, bevor sie auf den Weg geht.' },
      ],
      i: [
        { title: 'Wissen, was Sie kaufen', text: 'Jeder Artikel ist klar beschrieben, damit Sie mit gutem Gefühl wählen können.' },
        { title: 'Hilfe bei der Auswahl', text: 'Unsicher, was passt? Schreiben Sie mir, und ich helfe Ihnen bei der Entscheidung.' },
        { title: 'Sorgfältig verpackt', text: 'Jede Bestellung wird geprüft und sorgfältig verpackt, bevor sie auf den Weg geht.' },
      ],
    },
    featureText: {
      we: [
        'Fester Bestandteil unseres Shops, keine einmalige Aktion.',
        'Eine Frage dazu? Fragen Sie gern vor der Bestellung.',
        'Noch ein Grund, bei {name} einzukaufen.',
        'Gut zu wissen, bevor Sie sich entscheiden.',
      ],
      i: [
        'Fester Bestandteil meines Shops, keine einmalige Aktion.',
        'Eine Frage dazu? Fragen Sie gern vor der Bestellung.',
        'Noch ein Grund, bei {name} einzukaufen.',
        'Gut zu wissen, bevor Sie sich entscheiden.',
      ],
    },
    faq: {
      we: [
        { q: 'Wohin liefern Sie, und wie lange dauert es?', a: 'Das hängt davon ab, wo Sie wohnen. Die Versandoptionen sehen Sie an der Kasse, und wir prüfen es gern vorab für Sie.' },
        { q: 'Was, wenn etwas nicht stimmt?', a: 'Melden Sie sich und schildern Sie uns, was passiert ist. Wir erklären Ihnen die Möglichkeiten für Ihre Bestellung.' },
        { q: 'Können Sie mir bei der Auswahl helfen?', a: 'Natürlich. Sagen Sie uns, was Sie suchen und für wen es ist, und wir schlagen Ihnen Passendes vor.' },
        { q: 'Was macht {name} besonders?', a: 'Kurz gesagt: {features}. Wenn Sie zu einem Punkt mehr wissen möchten, fragen Sie einfach.' },
      ],
      i: [
        { q: 'Wohin liefern Sie, und wie lange dauert es?', a: 'Das hängt davon ab, wo Sie wohnen. Die Versandoptionen sehen Sie an der Kasse, und ich prüfe es gern vorab für Sie.' },
        { q: 'Was, wenn etwas nicht stimmt?', a: 'Melden Sie sich und schildern Sie mir, was passiert ist. Ich erkläre Ihnen die Möglichkeiten für Ihre Bestellung.' },
        { q: 'Können Sie mir bei der Auswahl helfen?', a: 'Natürlich. Sagen Sie mir, was Sie suchen und für wen es ist, und ich schlage Ihnen Passendes vor.' },
        { q: 'Was macht {name} besonders?', a: 'Kurz gesagt: {features}. Wenn Sie zu einem Punkt mehr wissen möchten, fragen Sie einfach.' },
      ],
    },
    about: {
      we: 'Wir stellen das Sortiment für {audience} zusammen und helfen Ihnen gern, das Richtige zu finden. Haben Sie eine Frage zu einem Artikel oder einer Bestellung, fragen Sie einfach.',
      i: 'Ich stelle das Sortiment für {audience} zusammen und helfe Ihnen gern, das Richtige zu finden. Haben Sie eine Frage zu einem Artikel oder einer Bestellung, fragen Sie einfach.',
    },
    closing: {
      heading: 'Lieblingsstücke für jeden Tag',
      text: {
        we: 'Stöbern Sie im Sortiment und bestellen Sie online, oder fragen Sie uns vorher, was Sie wissen möchten.',
        i: 'Stöbern Sie im Sortiment und bestellen Sie online, oder fragen Sie mich vorher, was Sie wissen möchten.',
      },
    },
    contactIntro: {
      we: 'Schreiben Sie uns zu einem Produkt, einer Bestellung oder allem anderen, was Sie wissen möchten.',
      i: 'Schreiben Sie mir zu einem Produkt, einer Bestellung oder allem anderen, was Sie wissen möchten.',
    },
  },

  // Professional services.
  agency: {
    sections: {
      services: { nav: 'Leistungen', heading: { we: 'Wie wir helfen können', i: 'Wie ich helfen kann' }, eyebrow: 'Leistungen' },
      process: { nav: 'Ablauf', heading: { we: 'So arbeiten wir', i: 'So arbeite ich' }, eyebrow: 'Ablauf' },
      work: { nav: 'Referenzen', heading: { we: 'Beispiele unserer Arbeit', i: 'Beispiele meiner Arbeit' }, eyebrow: 'Projekte' },
      properties: { nav: 'Immobilien', heading: 'Ausgewählte Immobilien', eyebrow: 'Angebote', go: 'Immobilien ansehen' },
      about: { nav: 'Profil', heading: { we: 'Über uns', i: 'Über mich' }, eyebrow: 'Ansatz' },
      faq: { heading: 'Häufige Fragen', eyebrow: 'FAQ' },
      contact: { nav: 'Kontakt', heading: 'Ins Gespräch kommen', eyebrow: 'Kontakt' },
      pricing: { nav: 'Honorare', heading: 'Honorare und Pakete', eyebrow: 'Honorare' },
      testimonials: { nav: 'Stimmen', heading: 'Was Kunden sagen', eyebrow: 'Kundenstimmen' },
    },
    cta: { primary: 'Kontakt aufnehmen', secondary: 'Leistungen ansehen' },
    steps: {
      we: [
        { title: 'Erstes Gespräch', text: 'Schildern Sie uns Ihre Situation. Wir hören zu, stellen Fragen und klären mit Ihnen, wie ein gutes Ergebnis aussieht.' },
        { title: 'Ein klarer Plan', text: 'Wir zeigen Ihnen die Möglichkeiten auf und stimmen den Umfang mit Ihnen ab, bevor die Arbeit beginnt.' },
        { title: 'Umsetzung und Nachbesprechung', text: 'Wir setzen die Arbeit um, halten Sie auf dem Laufenden und besprechen das Ergebnis mit Ihnen.' },
      ],
      i: [
        { title: 'Erstes Gespräch', text: 'Schildern Sie mir Ihre Situation. Ich höre zu, stelle Fragen und kläre mit Ihnen, wie ein gutes Ergebnis aussieht.' },
        { title: 'Ein klarer Plan', text: 'Ich zeige Ihnen die Möglichkeiten auf und stimme den Umfang mit Ihnen ab, bevor die Arbeit beginnt.' },
        { title: 'Umsetzung und Nachbesprechung', text: 'Ich setze die Arbeit um, halte Sie auf dem Laufenden und bespreche das Ergebnis mit Ihnen.' },
      ],
    },
    benefits: [
      { title: 'Verständliche Beratung', text: 'Klare Antworten ohne Fachjargon, damit Sie sicher entscheiden können.' },
      { title: 'Rat, der weiterhilft', text: 'Praktische Empfehlungen, abgestimmt auf Ihre Ziele, Ihr Budget und Ihren Zeitrahmen.' },
      { title: 'Auf Sie zugeschnitten', text: 'Jeder Auftrag beginnt bei Ihrer Situation, nicht bei einer Vorlage.' },
    ],
    featureText: {
      we: [
        'Schildern Sie uns Ihre Situation, und wir erklären, wie das für Sie funktionieren kann.',
        'Eine klare Einschätzung, wo Sie stehen und welche Möglichkeiten Sie haben.',
        'Sprechen Sie es gleich beim ersten Kontakt an.',
        'Wir sagen Ihnen ehrlich, ob es passt.',
      ],
      i: [
        'Schildern Sie mir Ihre Situation, und ich erkläre, wie das für Sie funktionieren kann.',
        'Eine klare Einschätzung, wo Sie stehen und welche Möglichkeiten Sie haben.',
        'Sprechen Sie es gleich beim ersten Kontakt an.',
        'Ich sage Ihnen ehrlich, ob es passt.',
      ],
    },
    faq: {
      we: [
        { q: 'Was passiert, wenn ich mich melde?', a: 'Wir vereinbaren ein erstes Gespräch, um Ihre Situation zu verstehen, Ihre Fragen zu beantworten und Ihre Möglichkeiten zu erläutern.' },
        { q: 'Wobei kann {name} helfen?', a: 'Die Schwerpunkte: {features}. Ist Ihr Anliegen nicht dabei, fragen Sie trotzdem: Wenn wir nicht helfen können, sagen wir es Ihnen.' },
        { q: 'Wie wird das Honorar berechnet?', a: 'Das hängt davon ab, was Sie brauchen. Wir erklären Ihnen, wie das Honorar in Ihrem Fall aussähe, bevor etwas vereinbart wird.' },
        { q: 'Was sollte ich vorbereiten?', a: 'Alles, was Ihre Situation verständlich macht, etwa wichtige Termine, Unterlagen und Ihre offenen Fragen. Es ist kein Problem, wenn noch nicht alles vorliegt.' },
      ],
      i: [
        { q: 'Was passiert, wenn ich mich melde?', a: 'Ich vereinbare ein erstes Gespräch mit Ihnen, um Ihre Situation zu verstehen, Ihre Fragen zu beantworten und Ihre Möglichkeiten zu erläutern.' },
        { q: 'Wobei kann {name} helfen?', a: 'Die Schwerpunkte: {features}. Ist Ihr Anliegen nicht dabei, fragen Sie trotzdem: Wenn ich nicht helfen kann, sage ich es Ihnen.' },
        { q: 'Wie wird das Honorar berechnet?', a: 'Das hängt davon ab, was Sie brauchen. Ich erkläre Ihnen, wie das Honorar in Ihrem Fall aussähe, bevor etwas vereinbart wird.' },
        { q: 'Was sollte ich vorbereiten?', a: 'Alles, was Ihre Situation verständlich macht, etwa wichtige Termine, Unterlagen und Ihre offenen Fragen. Es ist kein Problem, wenn noch nicht alles vorliegt.' },
      ],
    },
    about: {
      we: 'Wir arbeiten für {audience} und sind überzeugt: Gute Beratung beginnt mit Zuhören. Sie erhalten ehrliche, praktische Unterstützung in verständlicher Sprache und wissen in jeder Phase, wie es weitergeht.',
      i: 'Ich arbeite für {audience} und bin überzeugt: Gute Beratung beginnt mit Zuhören. Sie erhalten ehrliche, praktische Unterstützung in verständlicher Sprache und wissen in jeder Phase, wie es weitergeht.',
    },
    closing: {
      heading: 'Erzählen Sie, worum es geht',
      text: {
        we: 'Schildern Sie uns den Stand der Dinge, und wir schlagen einen sinnvollen nächsten Schritt vor.',
        i: 'Schildern Sie mir den Stand der Dinge, und ich schlage einen sinnvollen nächsten Schritt vor.',
      },
    },
    contactIntro: {
      we: 'Erzählen Sie uns kurz, worum es geht, und wir melden uns, um ein erstes Gespräch zu vereinbaren.',
      i: 'Erzählen Sie mir kurz, worum es geht, und ich melde mich, um ein erstes Gespräch zu vereinbaren.',
    },
  },

  // Restaurants, cafés, bakeries, bars.
  restaurant: {
    sections: {
      about: { nav: 'Kennenlernen', heading: 'Schön, dass Sie da sind', eyebrow: 'Willkommen' },
      menu: { nav: 'Speisekarte', heading: 'Ein Blick in die Karte', eyebrow: 'Essen & Trinken' },
      gallery: { heading: 'Schauen Sie sich um', eyebrow: 'Galerie' },
      hours: { nav: 'Öffnungszeiten', heading: 'Öffnungszeiten & Anfahrt', eyebrow: 'Ihr Besuch' },
      reservations: { nav: 'Reservieren', heading: 'Tisch reservieren', eyebrow: 'Reservierung' },
      pricing: { nav: 'Preise', heading: 'Menüs und Preise', eyebrow: 'Preise' },
      testimonials: { nav: 'Bewertungen', heading: 'Was Gäste sagen', eyebrow: 'Bewertungen' },
    },
    cta: { primary: 'Tisch reservieren', secondary: 'Zur Speisekarte' },
    steps: {
      we: [
        { title: 'Datum und Uhrzeit wählen', text: 'Wählen Sie, wann Sie kommen möchten und mit wie vielen Personen.' },
        { title: 'Anfrage senden', text: 'Vermerken Sie Allergien, Ernährungswünsche oder einen besonderen Anlass im Feld für Anmerkungen.' },
        { title: 'Bestätigung', text: 'Wir melden uns bei Ihnen, um Ihren Tisch zu bestätigen.' },
      ],
      i: [
        { title: 'Datum und Uhrzeit wählen', text: 'Wählen Sie, wann Sie kommen möchten und mit wie vielen Personen.' },
        { title: 'Anfrage senden', text: 'Vermerken Sie Allergien, Ernährungswünsche oder einen besonderen Anlass im Feld für Anmerkungen.' },
        { title: 'Bestätigung', text: 'Ich melde mich bei Ihnen, um Ihren Tisch zu bestätigen.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Herzlich willkommen', text: 'Ob auf einen schnellen Happen oder für ein langes, gemütliches Essen: Hier sind Sie gut aufgehoben.' },
        { title: 'Verraten Sie uns den Anlass', text: 'Geburtstag, Familienessen oder ein ruhiger Tisch für zwei: Sagen Sie uns Bescheid, und wir tun unser Bestes.' },
        { title: 'Allergien ansprechen', text: 'Nennen Sie Allergien oder Ernährungswünsche bei der Reservierung, und wir klären es mit der Küche.' },
      ],
      i: [
        { title: 'Herzlich willkommen', text: 'Ob auf einen schnellen Happen oder für ein langes, gemütliches Essen: Hier sind Sie gut aufgehoben.' },
        { title: 'Verraten Sie mir den Anlass', text: 'Geburtstag, Familienessen oder ein ruhiger Tisch für zwei: Sagen Sie mir Bescheid, und ich tue mein Bestes.' },
        { title: 'Allergien ansprechen', text: 'Nennen Sie Allergien oder Ernährungswünsche bei der Reservierung, und ich kläre es mit der Küche.' },
      ],
    },
    featureText: {
      we: ['Etwas, in das wir viel Sorgfalt stecken.', 'Überzeugen Sie sich selbst.', 'Fragen Sie bei der Reservierung danach.', 'Noch ein Grund für einen Besuch bei {name}.'],
      i: ['Etwas, in das ich viel Sorgfalt stecke.', 'Überzeugen Sie sich selbst.', 'Fragen Sie bei der Reservierung danach.', 'Noch ein Grund für einen Besuch bei {name}.'],
    },
    faq: {
      we: [
        { q: 'Muss ich reservieren?', a: 'Mit einer Reservierung ist Ihnen ein Tisch am sichersten. Wenn Sie lieber spontan vorbeikommen, finden wir nach Möglichkeit einen Platz für Sie.' },
        { q: 'Gehen Sie auf Allergien und Ernährungswünsche ein?', a: 'Nennen Sie uns bei der Buchung Ihre Allergien oder Ernährungswünsche, und wir sagen Ihnen, was die Küche möglich machen kann.' },
        { q: 'Können auch größere Gruppen kommen?', a: 'Sagen Sie uns, wie viele Sie sind und was der Anlass ist, und wir schauen, was sich einrichten lässt.' },
        { q: 'Wie ändere oder storniere ich eine Reservierung?', a: 'Melden Sie sich so früh wie möglich über die Kontaktdaten auf dieser Seite, und wir passen Ihre Reservierung an.' },
      ],
      i: [
        { q: 'Muss ich reservieren?', a: 'Mit einer Reservierung ist Ihnen ein Tisch am sichersten. Wenn Sie lieber spontan vorbeikommen, finde ich nach Möglichkeit einen Platz für Sie.' },
        { q: 'Gehen Sie auf Allergien und Ernährungswünsche ein?', a: 'Nennen Sie mir bei der Buchung Ihre Allergien oder Ernährungswünsche, und ich sage Ihnen, was die Küche möglich machen kann.' },
        { q: 'Können auch größere Gruppen kommen?', a: 'Sagen Sie mir, wie viele Sie sind und was der Anlass ist, und ich schaue, was sich einrichten lässt.' },
        { q: 'Wie ändere oder storniere ich eine Reservierung?', a: 'Melden Sie sich so früh wie möglich über die Kontaktdaten auf dieser Seite, und ich passe Ihre Reservierung an.' },
      ],
    },
    about: {
      we: 'Bei {name} soll sich jeder Besuch unkompliziert anfühlen, ob Sie allein vorbeikommen oder mit einer ganzen Runde. Nehmen Sie Platz, lassen Sie sich Zeit, und sagen Sie uns, wenn wir etwas noch besser machen können.',
      i: 'Jeder Besuch soll sich unkompliziert anfühlen, ob Sie allein vorbeikommen oder mit einer ganzen Runde. Nehmen Sie Platz, lassen Sie sich Zeit, und sagen Sie mir, wenn ich etwas noch besser machen kann.',
    },
    closing: {
      heading: { we: 'Wir freuen uns auf Ihren Besuch', i: 'Ich freue mich auf Ihren Besuch' },
      text: { we: 'Datum wählen, Anfrage senden, und um den Rest kümmern wir uns.', i: 'Datum wählen, Anfrage senden, und um den Rest kümmere ich mich.' },
    },
    contactIntro: {
      we: 'Senden Sie eine Reservierungsanfrage mit Datum, Uhrzeit und Personenzahl, und wir melden uns zur Bestätigung.',
      i: 'Senden Sie eine Reservierungsanfrage mit Datum, Uhrzeit und Personenzahl, und ich melde mich zur Bestätigung.',
    },
  },

  // Photographers, artists, illustrators, designers.
  portfolio: {
    sections: {
      gallery: { nav: 'Arbeiten', heading: 'Ausgewählte Arbeiten', eyebrow: 'Portfolio' },
      about: { nav: 'Profil', heading: { we: 'Über uns', i: 'Über mich' }, eyebrow: 'Hallo' },
      services: { nav: 'Leistungen', heading: { we: 'Was wir anbieten', i: 'Was ich anbiete' }, eyebrow: 'Leistungen' },
      process: { heading: 'Von der ersten Nachricht bis zur Übergabe', eyebrow: 'Ablauf' },
      faq: { nav: 'FAQ', heading: 'Gut zu wissen', eyebrow: 'Häufige Fragen' },
      contact: { nav: 'Kontakt', heading: { we: 'Erzählen Sie uns von Ihren Plänen', i: 'Erzählen Sie mir von Ihren Plänen' }, eyebrow: 'Anfragen' },
      pricing: { nav: 'Pakete', heading: 'Pakete und Preise', eyebrow: 'Preise' },
      testimonials: { nav: 'Stimmen', heading: 'Schöne Worte', eyebrow: 'Kundenstimmen' },
    },
    cta: { primary: 'Verfügbarkeit anfragen', secondary: 'Arbeiten ansehen' },
    steps: {
      we: [
        { title: 'Kontakt aufnehmen', text: 'Schicken Sie eine Nachricht mit Ihrem Termin oder Ihrer Deadline und dem, was Sie sich vorstellen.' },
        { title: 'Den Plan festlegen', text: 'Wir besprechen alles und schicken Ihnen einen klaren Überblick, was enthalten ist und wann.' },
        { title: 'Umsetzen und liefern', text: 'Wir legen los, halten Sie auf dem Laufenden und liefern alles im vereinbarten Format.' },
      ],
      i: [
        { title: 'Kontakt aufnehmen', text: 'Schicken Sie eine Nachricht mit Ihrem Termin oder Ihrer Deadline und dem, was Sie sich vorstellen.' },
        { title: 'Den Plan festlegen', text: 'Ich bespreche alles mit Ihnen und schicke Ihnen einen klaren Überblick, was enthalten ist und wann.' },
        { title: 'Umsetzen und liefern', text: 'Ich lege los, halte Sie auf dem Laufenden und liefere alles im vereinbarten Format.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Persönlich betreut', text: 'Sie haben direkt mit den Menschen zu tun, die die Arbeit machen, von der ersten Nachricht bis zur Übergabe.' },
        { title: 'Von Anfang an klar', text: 'Sie wissen, was enthalten ist und wann Sie damit rechnen können, bevor etwas gebucht wird.' },
        { title: 'Maßgeschneidert', text: 'Jedes Projekt richtet sich nach Ihren Vorstellungen, nicht nach einem festen Schema.' },
      ],
      i: [
        { title: 'Persönlich betreut', text: 'Sie haben direkt mit mir zu tun, von der ersten Nachricht bis zur Übergabe.' },
        { title: 'Von Anfang an klar', text: 'Sie wissen, was enthalten ist und wann Sie damit rechnen können, bevor etwas gebucht wird.' },
        { title: 'Maßgeschneidert', text: 'Jedes Projekt richtet sich nach Ihren Vorstellungen, nicht nach einem festen Schema.' },
      ],
    },
    featureText: {
      we: [
        'Erzählen Sie uns, was Sie vorhaben, und wir richten es nach Ihren Plänen aus.',
        'Fragen Sie nach der Verfügbarkeit für Ihre Termine.',
        'Fragen Sie gern nach weiteren Beispielen dieser Art.',
        'Gern besprechen wir alles vorab, ganz ohne Buchungsdruck.',
      ],
      i: [
        'Erzählen Sie mir, was Sie vorhaben, und ich richte es nach Ihren Plänen aus.',
        'Fragen Sie nach der Verfügbarkeit für Ihre Termine.',
        'Fragen Sie gern nach weiteren Beispielen dieser Art.',
        'Gern bespreche ich alles vorab, ganz ohne Buchungsdruck.',
      ],
    },
    faq: {
      we: [
        { q: 'Wie früh sollte ich buchen?', a: 'So früh wie möglich, besonders für beliebte Termine. Schicken Sie uns Ihr Datum, und wir prüfen den Kalender.' },
        { q: 'Wie wird die fertige Arbeit geliefert?', a: 'Format und Zeitplan stimmen wir vor Beginn mit Ihnen ab, damit Sie genau wissen, was Sie wann erwartet.' },
        { q: 'Sind Sie auch an anderen Orten tätig?', a: 'Sagen Sie uns, wo und wann, und wir bestätigen, ob wir dabei sein können und ob Reisekosten anfallen.' },
        { q: 'Wie buche ich?', a: 'Senden Sie eine Anfrage über das Formular auf dieser Seite. Wir antworten mit unserer Verfügbarkeit und den nächsten Schritten.' },
      ],
      i: [
        { q: 'Wie früh sollte ich buchen?', a: 'So früh wie möglich, besonders für beliebte Termine. Schicken Sie mir Ihr Datum, und ich prüfe meinen Kalender.' },
        { q: 'Wie wird die fertige Arbeit geliefert?', a: 'Format und Zeitplan stimme ich vor Beginn mit Ihnen ab, damit Sie genau wissen, was Sie wann erwartet.' },
        { q: 'Sind Sie auch an anderen Orten tätig?', a: 'Sagen Sie mir, wo und wann, und ich bestätige, ob ich dabei sein kann und ob Reisekosten anfallen.' },
        { q: 'Wie buche ich?', a: 'Senden Sie eine Anfrage über das Formular auf dieser Seite. Ich antworte mit meiner Verfügbarkeit und den nächsten Schritten.' },
      ],
    },
    about: {
      we: 'Wir arbeiten für {audience}, und jedes Projekt beginnt mit Zuhören: was Sie sich vorstellen, was Ihnen wichtig ist und wie es sich anfühlen soll. Wir halten es entspannt und persönlich und beantworten Ihre Fragen gern in jeder Phase.',
      i: 'Ich arbeite für {audience}, und jedes Projekt beginnt mit Zuhören: was Sie sich vorstellen, was Ihnen wichtig ist und wie es sich anfühlen soll. Ich halte es entspannt und persönlich und beantworte Ihre Fragen gern in jeder Phase.',
    },
    closing: {
      heading: 'Ein Termin oder Projekt in Planung?',
      text: { we: 'Senden Sie eine Anfrage, und wir sagen Ihnen, ob wir verfügbar sind.', i: 'Senden Sie eine Anfrage, und ich sage Ihnen, ob ich verfügbar bin.' },
    },
    contactIntro: {
      we: 'Teilen Sie uns ein paar Details zu Ihren Plänen mit, und wir melden uns mit unserer Verfügbarkeit.',
      i: 'Teilen Sie mir ein paar Details zu Ihren Plänen mit, und ich melde mich mit meiner Verfügbarkeit.',
    },
  },

  // Local services by appointment.
  local: {
    sections: {
      services: { nav: 'Leistungen', heading: { we: 'Wie wir helfen können', i: 'Wie ich helfen kann' }, eyebrow: 'Leistungen' },
      rooms: { nav: 'Zimmer', heading: 'Zimmer und Preise', eyebrow: 'Übernachten', go: 'Zimmer ansehen' },
      booking: { heading: 'So buchen Sie', eyebrow: 'Schritt für Schritt' },
      benefits: { heading: 'Was Sie erwartet', eyebrow: 'Gut zu wissen', intro: 'Ein Angebot für {audience}.' },
      location: { nav: 'Anfahrt', heading: 'Wann und wo', eyebrow: 'Öffnungszeiten' },
      area: { nav: 'Einsatzgebiet', heading: { we: 'Wo wir arbeiten', i: 'Wo ich arbeite' }, eyebrow: 'Einsatzgebiet' },
      faq: { nav: 'FAQ', heading: 'Fragen vor der Buchung', eyebrow: 'Häufige Fragen' },
      contact: { nav: 'Termin', heading: 'Termin anfragen', eyebrow: 'Buchung' },
      pricing: { nav: 'Preise', heading: 'Leistungen und Preise', eyebrow: 'Preise' },
      testimonials: { nav: 'Bewertungen', heading: 'Was Kunden sagen', eyebrow: 'Bewertungen' },
    },
    cta: { primary: 'Termin anfragen', secondary: 'Leistungen ansehen' },
    steps: {
      we: [
        { title: 'Leistung auswählen', text: 'Wählen Sie aus den Angeboten auf dieser Seite, oder beschreiben Sie in eigenen Worten, was Sie brauchen.' },
        { title: 'Anfrage senden', text: 'Nennen Sie im Buchungsformular die Tage oder Uhrzeiten, die Ihnen passen.' },
        { title: 'Details bestätigen', text: 'Wir melden uns, um den Termin zu bestätigen oder einen anderen passenden vorzuschlagen.' },
      ],
      i: [
        { title: 'Leistung auswählen', text: 'Wählen Sie aus den Angeboten auf dieser Seite, oder beschreiben Sie in eigenen Worten, was Sie brauchen.' },
        { title: 'Anfrage senden', text: 'Nennen Sie im Buchungsformular die Tage oder Uhrzeiten, die Ihnen passen.' },
        { title: 'Details bestätigen', text: 'Ich melde mich, um den Termin zu bestätigen oder einen anderen passenden vorzuschlagen.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Zeit für ein Gespräch', text: 'Sie haben Zeit, Ihr Anliegen zu schildern, und bekommen klare Antworten.' },
        { title: 'Einfach buchen', text: 'Senden Sie Ihre Anfrage über diese Seite, wann es Ihnen passt, ganz ohne Warteschleife.' },
        { title: 'Fragen willkommen', text: 'Fragen Sie uns vor der Buchung alles, vom Ablauf bis zu dem, was Sie mitbringen sollten.' },
      ],
      i: [
        { title: 'Zeit für ein Gespräch', text: 'Sie haben Zeit, Ihr Anliegen zu schildern, und bekommen klare Antworten.' },
        { title: 'Einfach buchen', text: 'Senden Sie Ihre Anfrage über diese Seite, wann es Ihnen passt, ganz ohne Warteschleife.' },
        { title: 'Fragen willkommen', text: 'Fragen Sie mich vor der Buchung alles, vom Ablauf bis zu dem, was Sie mitbringen sollten.' },
      ],
    },
    featureText: {
      we: [
        'Sagen Sie uns, was Sie brauchen, und wir erklären Ihnen, wie es abläuft.',
        'Unsicher, ob es das Richtige für Sie ist? Fragen Sie einfach.',
        'Teil dessen, was Sie bei {name} erwartet.',
        'Fragen Sie gern danach, wenn Sie sich melden.',
      ],
      i: [
        'Sagen Sie mir, was Sie brauchen, und ich erkläre Ihnen, wie es abläuft.',
        'Unsicher, ob es das Richtige für Sie ist? Fragen Sie einfach.',
        'Teil dessen, was Sie bei {name} erwartet.',
        'Fragen Sie gern danach, wenn Sie sich melden.',
      ],
    },
    faq: {
      we: [
        { q: 'Was erwartet mich beim ersten Termin?', a: 'Zuerst sprechen wir darüber, was Sie brauchen, und beantworten Ihre Fragen. Dann schlagen wir die nächsten Schritte vor.' },
        { q: 'Muss ich etwas vorbereiten?', a: 'Es hilft, Ihr Anliegen und Ihre Fragen kurz zu notieren. Falls Sie etwas mitbringen sollten, sagen wir es Ihnen bei der Bestätigung.' },
        { q: 'Wie funktioniert die Bezahlung?', a: 'Fragen Sie bei der Buchung, und wir erklären Ihnen die Möglichkeiten, auch ob Versicherung oder Gutscheine infrage kommen.' },
        { q: 'Was, wenn ich meinen Termin ändern muss?', a: 'Geben Sie uns so früh wie möglich über die Kontaktdaten auf dieser Seite Bescheid, und wir finden einen anderen Termin.' },
      ],
      i: [
        { q: 'Was erwartet mich beim ersten Termin?', a: 'Zuerst spreche ich mit Ihnen darüber, was Sie brauchen, und beantworte Ihre Fragen. Dann schlage ich die nächsten Schritte vor.' },
        { q: 'Muss ich etwas vorbereiten?', a: 'Es hilft, Ihr Anliegen und Ihre Fragen kurz zu notieren. Falls Sie etwas mitbringen sollten, sage ich es Ihnen bei der Bestätigung.' },
        { q: 'Wie funktioniert die Bezahlung?', a: 'Fragen Sie bei der Buchung, und ich erkläre Ihnen die Möglichkeiten, auch ob Versicherung oder Gutscheine infrage kommen.' },
        { q: 'Was, wenn ich meinen Termin ändern muss?', a: 'Geben Sie mir so früh wie möglich über die Kontaktdaten auf dieser Seite Bescheid, und ich finde einen anderen Termin.' },
      ],
    },
    about: {
      we: 'Bei {name} nehmen wir uns Zeit, Ihr Anliegen zu verstehen, bevor wir etwas vorschlagen. Sie erwartet ein freundlicher Empfang, verständliche Erklärungen und ein klares Bild davon, wie es weitergeht.',
      i: 'Ich nehme mir Zeit, Ihr Anliegen zu verstehen, bevor ich etwas vorschlage. Sie erwartet ein freundlicher Empfang, verständliche Erklärungen und ein klares Bild davon, wie es weitergeht.',
    },
    closing: {
      heading: 'Bereit für Ihren Termin?',
      text: { we: 'Senden Sie eine Anfrage, und wir finden einen Termin, der Ihnen passt.', i: 'Senden Sie eine Anfrage, und ich finde einen Termin, der Ihnen passt.' },
    },
    contactIntro: {
      we: 'Sagen Sie uns, was Sie buchen möchten und wann es Ihnen passt, und wir antworten mit einer Bestätigung.',
      i: 'Sagen Sie mir, was Sie buchen möchten und wann es Ihnen passt, und ich antworte mit einer Bestätigung.',
    },
  },

  // Charities, food banks, community groups.
  nonprofit: {
    sections: {
      mission: { nav: 'Anliegen', heading: { we: 'Wofür wir da sind', i: 'Wofür ich da bin' }, eyebrow: 'Leitbild' },
      help: { nav: 'Mitmachen', heading: 'So können Sie helfen', eyebrow: 'Mitmachen', intro: 'Es gibt mehr als einen Weg, {name} zu unterstützen.' },
      'how-it-works': { heading: 'So machen Sie mit', eyebrow: 'Schritt für Schritt' },
      donate: { nav: 'Spenden', heading: 'Spenden', eyebrow: 'Unterstützen' },
      faq: { nav: 'FAQ', heading: 'Oft gestellte Fragen', eyebrow: 'FAQ' },
      contact: { nav: 'Kontakt', heading: 'Kontakt aufnehmen', eyebrow: 'Kontakt' },
      pricing: { nav: 'Spendenwege', heading: 'Möglichkeiten zu spenden', eyebrow: 'Unterstützung' },
      testimonials: { nav: 'Geschichten', heading: 'Mit eigenen Worten', eyebrow: 'Geschichten' },
    },
    cta: { primary: 'Jetzt spenden', secondary: 'So helfen Sie' },
    steps: {
      we: [
        { title: 'Eine Möglichkeit wählen', text: 'Sehen Sie sich die Möglichkeiten zu helfen auf dieser Seite an und wählen Sie, was zu Ihnen passt.' },
        { title: 'Kontakt aufnehmen', text: 'Schreiben Sie uns, und wir erklären Ihnen, wie Sie einsteigen können.' },
        { title: 'In Verbindung bleiben', text: 'Bleiben Sie dran und sehen Sie, was Ihre Unterstützung möglich macht.' },
      ],
      i: [
        { title: 'Eine Möglichkeit wählen', text: 'Sehen Sie sich die Möglichkeiten zu helfen auf dieser Seite an und wählen Sie, was zu Ihnen passt.' },
        { title: 'Kontakt aufnehmen', text: 'Schreiben Sie mir, und ich erkläre Ihnen, wie Sie einsteigen können.' },
        { title: 'In Verbindung bleiben', text: 'Bleiben Sie dran und sehen Sie, was Ihre Unterstützung möglich macht.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Jeder Beitrag zählt', text: 'Eine Spende, ein geteilter Beitrag oder ein gutes Wort über {name} im Freundeskreis: Alles hilft.' },
        { title: 'Fragen Sie nach', text: 'Fragen Sie uns, wie die Unterstützung eingesetzt wird, und wir erklären es Ihnen gern.' },
        { title: 'Gemeinsam mit anderen', text: 'Engagieren Sie sich zusammen mit Menschen, denen dasselbe am Herzen liegt wie Ihnen.' },
      ],
      i: [
        { title: 'Jeder Beitrag zählt', text: 'Eine Spende, ein geteilter Beitrag oder ein gutes Wort über {name} im Freundeskreis: Alles hilft.' },
        { title: 'Fragen Sie nach', text: 'Fragen Sie mich, wie die Unterstützung eingesetzt wird, und ich erkläre es Ihnen gern.' },
        { title: 'Gemeinsam mit anderen', text: 'Engagieren Sie sich zusammen mit Menschen, denen dasselbe am Herzen liegt wie Ihnen.' },
      ],
    },
    featureText: {
      we: [
        'Fragen Sie uns, was gerade am dringendsten gebraucht wird.',
        'Eine der Arten, wie {name} etwas bewirkt.',
        'Kennen Sie jemanden, den das interessiert? Erzählen Sie es weiter.',
        'Mehr dazu erfahren Sie, wenn Sie sich melden.',
      ],
      i: [
        'Fragen Sie mich, was gerade am dringendsten gebraucht wird.',
        'Eine der Arten, wie {name} etwas bewirkt.',
        'Kennen Sie jemanden, den das interessiert? Erzählen Sie es weiter.',
        'Mehr dazu erfahren Sie, wenn Sie sich melden.',
      ],
    },
    faq: {
      we: [
        { q: 'Wie kann ich ehrenamtlich mithelfen?', a: 'Schreiben Sie uns ein paar Zeilen über sich und wann Sie Zeit haben, und wir melden uns, wie Sie helfen könnten.' },
        { q: 'Wohin geht meine Spende?', a: 'In die Arbeit, die Sie auf dieser Seite sehen. Wenn Sie genauer wissen möchten, wie Spenden eingesetzt werden, fragen Sie einfach.' },
        { q: 'Kann ich auch Sachspenden geben?', a: 'Melden Sie sich vorher, und wir sagen Ihnen, was gebraucht wird und wo Sie es abgeben können.' },
        { q: 'Kann ich von {name} Unterstützung bekommen?', a: 'Melden Sie sich, und wir erklären Ihnen, welche Unterstützung es gibt und wie sie funktioniert.' },
      ],
      i: [
        { q: 'Wie kann ich ehrenamtlich mithelfen?', a: 'Schreiben Sie mir ein paar Zeilen über sich und wann Sie Zeit haben, und ich melde mich, wie Sie helfen könnten.' },
        { q: 'Wohin geht meine Spende?', a: 'In die Arbeit, die Sie auf dieser Seite sehen. Wenn Sie genauer wissen möchten, wie Spenden eingesetzt werden, fragen Sie einfach.' },
        { q: 'Kann ich auch Sachspenden geben?', a: 'Melden Sie sich vorher, und ich sage Ihnen, was gebraucht wird und wo Sie es abgeben können.' },
        { q: 'Kann ich von {name} Unterstützung bekommen?', a: 'Melden Sie sich, und ich erkläre Ihnen, welche Unterstützung es gibt und wie sie funktioniert.' },
      ],
    },
    about: {
      we: 'Alles, was {name} tut, hängt von Menschen ab, die Zeit, Geld und Energie geben. Ob Sie Unterstützung brauchen oder anbieten möchten: Sie sind hier willkommen, und wir freuen uns, von Ihnen zu hören.',
      i: 'Alles, was {name} tut, hängt von Menschen ab, die Zeit, Geld und Energie geben. Ob Sie Unterstützung brauchen oder anbieten möchten: Sie sind hier willkommen, und ich freue mich, von Ihnen zu hören.',
    },
    closing: {
      heading: 'Ihre Unterstützung macht das möglich',
      text: 'Jede Spende hilft, ob groß oder klein. Melden Sie sich, wenn Sie auf andere Weise helfen möchten.',
    },
    contactIntro: {
      we: 'Ob Sie helfen möchten oder Unterstützung brauchen: Schreiben Sie uns, und wir melden uns bei Ihnen.',
      i: 'Ob Sie helfen möchten oder Unterstützung brauchen: Schreiben Sie mir, und ich melde mich bei Ihnen.',
    },
  },

  // Bands, festivals, conferences, tours.
  events: {
    sections: {
      about: { nav: 'Porträt', heading: { we: 'Über uns', i: 'Über mich' }, eyebrow: 'Willkommen' },
      dates: { nav: 'Termine', heading: 'Kommende Termine', eyebrow: 'Vormerken' },
      highlights: { nav: 'Highlights', heading: 'Darauf können Sie sich freuen', eyebrow: 'Highlights' },
      gallery: { nav: 'Fotos', heading: 'In Bildern', eyebrow: 'Galerie' },
      faq: { nav: 'FAQ', heading: 'Gut zu wissen', eyebrow: 'Häufige Fragen' },
      contact: { nav: 'Kontakt', heading: 'In Verbindung bleiben', eyebrow: 'Neuigkeiten & Buchungen' },
      pricing: { nav: 'Tickets', heading: 'Einzel- und Kombitickets', eyebrow: 'Tickets' },
      testimonials: { nav: 'Stimmen', heading: 'Was Besucher sagen', eyebrow: 'Stimmen' },
    },
    cta: { primary: 'Termine ansehen', secondary: 'Kontakt aufnehmen' },
    steps: {
      we: [
        { title: 'Termin wählen', text: 'Suchen Sie sich in der Liste der kommenden Termine Datum und Ort aus, die Ihnen passen.' },
        { title: 'Platz sichern', text: 'Folgen Sie den Ticketinfos, die beim jeweiligen Termin angegeben sind.' },
        { title: 'Bis bald', text: 'Kommen Sie vorbei und seien Sie dabei – wir freuen uns auf Sie.' },
      ],
      i: [
        { title: 'Termin wählen', text: 'Suchen Sie sich in der Liste der kommenden Termine Datum und Ort aus, die Ihnen passen.' },
        { title: 'Platz sichern', text: 'Folgen Sie den Ticketinfos, die beim jeweiligen Termin angegeben sind.' },
        { title: 'Bis bald', text: 'Kommen Sie vorbei und seien Sie dabei – ich freue mich auf Sie.' },
      ],
    },
    benefits: [
      { title: 'Früh planen', text: 'Schauen Sie rechtzeitig in die Termine und tragen Sie sich Ihren Favoriten in den Kalender ein.' },
      { title: 'Zusammen schöner', text: 'Teilen Sie die Termine mit den Menschen, mit denen Sie hingehen möchten.' },
      { title: 'Auf dem Laufenden bleiben', text: 'Melden Sie sich, um von neuen Terminen und Ankündigungen zu erfahren.' },
    ],
    featureText: {
      we: [
        'Schauen Sie regelmäßig auf dieser Seite vorbei, um die neuesten Details zu erfahren.',
        'Fragen Sie uns danach, wenn Sie sich melden.',
        'Noch ein Grund, dabei zu sein.',
        'Teilen Sie es mit jemandem, der sich darüber freuen wird.',
      ],
      i: [
        'Schauen Sie regelmäßig auf dieser Seite vorbei, um die neuesten Details zu erfahren.',
        'Fragen Sie mich danach, wenn Sie sich melden.',
        'Noch ein Grund, dabei zu sein.',
        'Teilen Sie es mit jemandem, der sich darüber freuen wird.',
      ],
    },
    faq: {
      we: [
        { q: 'Wo bekomme ich Tickets?', a: 'Die Ticketinfos finden Sie beim jeweiligen Termin. Wenn Sie nicht finden, was Sie suchen, schreiben Sie uns.' },
        { q: 'Ist der Veranstaltungsort barrierefrei?', a: 'Das ist je nach Ort unterschiedlich. Melden Sie sich vor der Buchung, und wir helfen Ihnen, die nötigen Informationen zu bekommen.' },
        { q: 'Wie erreiche ich Sie für Buchungen oder Presse?', a: 'Nutzen Sie das Formular auf dieser Seite für Buchungsanfragen, Presse und alles andere, und wir melden uns bei Ihnen.' },
        { q: 'Wie erfahre ich von neuen Terminen?', a: 'Hinterlassen Sie Ihre Kontaktdaten über das Formular auf dieser Seite, und wir sagen Ihnen Bescheid, sobald neue Termine feststehen.' },
      ],
      i: [
        { q: 'Wo bekomme ich Tickets?', a: 'Die Ticketinfos finden Sie beim jeweiligen Termin. Wenn Sie nicht finden, was Sie suchen, schreiben Sie mir.' },
        { q: 'Ist der Veranstaltungsort barrierefrei?', a: 'Das ist je nach Ort unterschiedlich. Melden Sie sich vor der Buchung, und ich helfe Ihnen, die nötigen Informationen zu bekommen.' },
        { q: 'Wie erreiche ich Sie für Buchungen oder Presse?', a: 'Nutzen Sie das Formular auf dieser Seite für Buchungsanfragen, Presse und alles andere, und ich melde mich bei Ihnen.' },
        { q: 'Wie erfahre ich von neuen Terminen?', a: 'Hinterlassen Sie Ihre Kontaktdaten über das Formular auf dieser Seite, und ich sage Ihnen Bescheid, sobald neue Termine feststehen.' },
      ],
    },
    about: {
      we: 'Ob Sie zum ersten Mal bei {name} sind oder schon einmal dabei waren: Sie sind herzlich willkommen. Wir möchten, dass sich jeder Termin im Kalender lohnt, und freuen uns darauf, Sie zu sehen.',
      i: 'Ob Sie zum ersten Mal bei {name} sind oder schon einmal dabei waren: Sie sind herzlich willkommen. Ich möchte, dass sich jeder Termin im Kalender lohnt, und freue mich darauf, Sie zu sehen.',
    },
    closing: { heading: 'Verpassen Sie nicht den nächsten Termin', text: 'Termin wählen, Freunden Bescheid sagen und im Kalender eintragen.' },
    contactIntro: {
      we: 'Schreiben Sie uns für Buchungsanfragen, Presse oder Neuigkeiten zu kommenden Terminen.',
      i: 'Schreiben Sie mir für Buchungsanfragen, Presse oder Neuigkeiten zu kommenden Terminen.',
    },
  },

  // Anything else.
  startup: {
    sections: {
      features: { nav: 'Angebot', heading: { we: 'Was wir anbieten', i: 'Was ich anbiete' }, eyebrow: 'Highlights' },
      benefits: { heading: 'Was Sie bekommen', eyebrow: 'Für wen', intro: 'Gemacht für {audience}.' },
      'how-it-works': { heading: 'So funktioniert es', eyebrow: 'Erste Schritte' },
      faq: { nav: 'FAQ', heading: 'Häufig gestellte Fragen', eyebrow: 'FAQ' },
      contact: { nav: 'Kontakt', heading: 'Kontakt aufnehmen', eyebrow: 'Kontakt' },
      pricing: { nav: 'Preise', heading: 'Tarife und Preise', eyebrow: 'Preise' },
      testimonials: { nav: 'Stimmen', heading: 'Was andere sagen', eyebrow: 'Stimmen' },
    },
    cta: { primary: 'Kontakt aufnehmen', secondary: 'Das Angebot ansehen' },
    steps: {
      we: [
        { title: 'Hallo sagen', text: 'Schicken Sie eine kurze Nachricht, worum es Ihnen geht; es muss noch nicht alles durchdacht sein.' },
        { title: 'Das Passende finden', text: 'Wir besprechen alles, beantworten Ihre Fragen und schlagen den besten Weg vor.' },
        { title: 'Loslegen', text: 'Sobald der Plan für Sie passt, kann es losgehen.' },
      ],
      i: [
        { title: 'Hallo sagen', text: 'Schicken Sie eine kurze Nachricht, worum es Ihnen geht; es muss noch nicht alles durchdacht sein.' },
        { title: 'Das Passende finden', text: 'Ich bespreche alles mit Ihnen, beantworte Ihre Fragen und schlage den besten Weg vor.' },
        { title: 'Loslegen', text: 'Sobald der Plan für Sie passt, kann es losgehen.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Kein Fachjargon', text: 'Klare Informationen und ehrliche Antworten in verständlicher Sprache.' },
        { title: 'Auf Sie zugeschnitten', text: 'Was Sie bekommen, richtet sich nach dem, was Sie wirklich brauchen.' },
        { title: 'Echte Gespräche', text: 'Sie haben es mit Menschen zu tun, denen wichtig ist, dass alles stimmt.' },
      ],
      i: [
        { title: 'Kein Fachjargon', text: 'Klare Informationen und ehrliche Antworten in verständlicher Sprache.' },
        { title: 'Auf Sie zugeschnitten', text: 'Was Sie bekommen, richtet sich nach dem, was Sie wirklich brauchen.' },
        { title: 'Echte Gespräche', text: 'Sie haben es direkt mit mir zu tun, und mir ist wichtig, dass alles stimmt.' },
      ],
    },
    featureText: {
      we: [
        'Sagen Sie uns, was Sie brauchen, und wir erklären, wie das dazu passt.',
        'Einer der Gründe, warum sich ein genauerer Blick auf {name} lohnt.',
        'Neugierig? Senden Sie eine Nachricht und erfahren Sie mehr.',
        'Gut zu wissen, wenn Sie Ihre Möglichkeiten vergleichen.',
      ],
      i: [
        'Sagen Sie mir, was Sie brauchen, und ich erkläre, wie das dazu passt.',
        'Einer der Gründe, warum sich ein genauerer Blick auf {name} lohnt.',
        'Neugierig? Senden Sie eine Nachricht und erfahren Sie mehr.',
        'Gut zu wissen, wenn Sie Ihre Möglichkeiten vergleichen.',
      ],
    },
    faq: {
      we: [
        { q: 'Wie fange ich an?', a: 'Senden Sie eine Nachricht über das Formular auf dieser Seite, und wir kümmern uns um alles Weitere.' },
        { q: 'Was bietet {name} an?', a: 'Die Highlights: {features}. Wenn Sie etwas suchen, das hier nicht steht, fragen Sie trotzdem.' },
        { q: 'Passt {name} zu mir?', a: 'Am besten finden Sie das heraus, indem Sie fragen. Sagen Sie uns, was Sie suchen, und wir geben Ihnen eine ehrliche Antwort.' },
        { q: 'Was kostet das?', a: 'Das hängt davon ab, was Sie brauchen. Melden Sie sich, und wir erklären Ihnen die Möglichkeiten, bevor Sie sich entscheiden.' },
      ],
      i: [
        { q: 'Wie fange ich an?', a: 'Senden Sie eine Nachricht über das Formular auf dieser Seite, und ich kümmere mich um alles Weitere.' },
        { q: 'Was bietet {name} an?', a: 'Die Highlights: {features}. Wenn Sie etwas suchen, das hier nicht steht, fragen Sie trotzdem.' },
        { q: 'Passt {name} zu mir?', a: 'Am besten finden Sie das heraus, indem Sie fragen. Sagen Sie mir, was Sie suchen, und ich gebe Ihnen eine ehrliche Antwort.' },
        { q: 'Was kostet das?', a: 'Das hängt davon ab, was Sie brauchen. Melden Sie sich, und ich erkläre Ihnen die Möglichkeiten, bevor Sie sich entscheiden.' },
      ],
    },
    about: {
      we: 'Bei {name} halten wir es einfach: klare Informationen, ehrliche Antworten und ein echter Mensch als Ansprechpartner. Wenn Sie eine Frage haben, stellen Sie sie uns lieber gleich.',
      i: 'Ich halte es einfach: klare Informationen, ehrliche Antworten und ein echter Mensch als Ansprechpartner. Wenn Sie eine Frage haben, stellen Sie sie mir lieber gleich.',
    },
    closing: {
      heading: 'Bereit für den Start?',
      text: {
        we: 'Sagen Sie uns, was Sie suchen, und finden Sie heraus, ob {name} das Richtige für Sie ist.',
        i: 'Sagen Sie mir, was Sie suchen, und finden Sie heraus, ob {name} das Richtige für Sie ist.',
      },
    },
    contactIntro: {
      we: 'Schreiben Sie uns mit Ihren Fragen oder Ideen, und wir melden uns bei Ihnen.',
      i: 'Schreiben Sie mir mit Ihren Fragen oder Ideen, und ich melde mich bei Ihnen.',
    },
  },
};

/** German sample-item words (plan names, placeholder quotes, projects, products, dates). */
export const SAMPLE_DE: SampleWords = {
  tiers: ['Basis', 'Standard', 'Premium'],
  tierText: ['Für den Einstieg', 'Für die meisten Kunden', 'Für größere Ansprüche'],
  prioritySupport: 'Bevorzugter Support',
  quoteName: 'Name des Kunden', quoteRole: 'Funktion oder Ort',
  quoteText: 'Ersetzen Sie diesen Text durch eine kurze Aussage eines echten Kunden zum Thema {feature}.',
  project: ['Projekt eins', 'Projekt zwei', 'Projekt drei'], projectMeta: 'Kunde · Jahr',
  mockProject: ['Verpackungsdesign', 'Website und Shop', 'Geschäftsausstattung'], campaignProject: ['Plakatkampagne', 'Website und Shop', 'Marken-Relaunch'], roomProject: ['Familienküche', 'Schlafzimmer', 'Esszimmer'],
  projectText: 'Eine kurze Zusammenfassung eines echten Projekts: die Aufgabe, die Umsetzung und das Ergebnis.',
  listing: ['Einfamilienhaus', 'Wohnung', 'Landhaus'], listingMeta: 'Lage · Preis',
  listingText: 'Eine kurze Beschreibung des Objekts: Räume, Außenbereich und was in der Nähe liegt.',
  room: ['Doppelzimmer', 'Zweibettzimmer', 'Familienzimmer'], roomText: 'Eine kurze Beschreibung des Zimmers: Betten, Aussicht und was inbegriffen ist.',
  pitch: ['Zeltstellplatz', 'Stellplatz mit Strom', 'Glockenzelt'], pitchText: 'Eine kurze Beschreibung des Stellplatzes: Größe, was in der Nähe liegt und was inbegriffen ist.',
  desk: ['Flexdesk', 'Fixdesk', 'Privates Büro'], deskText: 'Eine kurze Beschreibung des Arbeitsplatzes: für wen er sich eignet, was inbegriffen ist und wann er zugänglich ist.',
  car: ['Kompaktwagen', 'Familien-SUV', 'Kombi'], carMeta: 'Baujahr · Kilometerstand', carText: 'Eine kurze Beschreibung des Fahrzeugs: Marke und Modell, Motor, Kilometerstand und was dazugehört.',
  book: ['Neuestes Buch', 'Vorheriges Buch', 'Erstes Buch'], bookMeta: 'Genre · Jahr', bookText: 'Ein kurzer Klappentext: worum es im Buch geht und wo man es kaufen kann.',
  product: ['Ihr Bestseller', 'Eine Neuheit', 'Eine Geschenkidee'],
  productText: 'Beschreiben Sie das Produkt: was es ist, woraus es besteht und für wen es gedacht ist.',
  dish: 'Beschreiben Sie das Gericht: was darin steckt und wie es zubereitet wird.',
  courses: ['Eine Vorspeise', 'Ein Hauptgericht', 'Ein Dessert', 'Ein Getränk'],
  cafeCourses: ['Ein Kaffee', 'Ein Gebäck', 'Ein Stück Kuchen', 'Etwas Herzhaftes'],
  parlourCourses: ['Ein Milcheis', 'Ein Fruchtsorbet', 'Ein Eisbecher', 'Ein Shake oder Kaffee'],
  cakeCourses: ['Eine Motivtorte', 'Eine Hochzeitstorte', 'Eine Box Cupcakes', 'Ein Dessertbuffet'],
  spiritCourses: ['Eine Hausspirituose', 'Eine saisonale Abfüllung', 'Ein klassischer Drink', 'Eine Verkostung mit drei Proben'],
  barCourses: ['Ein Signature-Cocktail', 'Ein klassischer Cocktail', 'Ein alkoholfreier Drink', 'Ein kleiner Teller'],
  pizzaCourses: ['Eine klassische Pizza', 'Die Pizza des Hauses', 'Ein Dessert', 'Ein Getränk'],
  pubCourses: ['Ein Helles', 'Ein Dunkles', 'Ein Saisonbier', 'Ein kleiner Snack'],
  wineCourses: ['Ein Weißwein', 'Ein Rotwein', 'Ein Schaumwein', 'Eine Platte zum Teilen'],
  street: 'Straße und Hausnummer, PLZ Ort',
  areaText: 'Die Orte, Stadtteile oder Postleitzahlen, die Sie abdecken',
  dates: ['Termin eins', 'Termin zwei', 'Termin drei'], dateText: 'Stadt · Veranstaltungsort', tickets: 'Tickets',
  episodes: ['Folge drei', 'Folge zwei', 'Folge eins'], episodeText: 'Titel der Folge · Datum', showText: 'Titel der Vorstellung · Uhrzeit', weddingDay: ['Trauung', 'Sektempfang', 'Hochzeitsessen', 'Feier und Tanz'],
  programme: ['Anmeldung und Kaffee', 'Eröffnungskeynote', 'Vorträge', 'Mittagspause', 'Nachmittagsprogramm'],
  ticketTiers: ['Frühbucher', 'Standard', 'Gruppe'], ticketText: ['Ein begrenztes Kontingent zum günstigeren Preis', 'Ein Ticket für eine Person', 'Für Teams, die gemeinsam buchen'],
  posts: ['Ihr neuester Beitrag', 'Ein früherer Beitrag', 'Ein Favorit aus dem Archiv'], postText: 'Thema · Datum',
  videos: ['Video drei', 'Video zwei', 'Video eins'], videoText: 'Titel des Videos · Datum',
  gallery: 'Abbildung {n} für {name}',
  perSession: '/ Termin',
  pitches: ['Straßenmarkt', 'Gewerbepark', 'Bauernmarkt'],
};
