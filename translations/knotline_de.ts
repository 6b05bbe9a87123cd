<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>BakedLayerExport</name>
    <message>
        <location filename="../app/edits/BakedLayerExport.cpp" line="65"/>
        <source>no error</source>
        <translation>kein Fehler</translation>
    </message>
    <message>
        <location filename="../app/edits/BakedLayerExport.cpp" line="67"/>
        <source>a value/no-value mismatch on %1 at time %2</source>
        <translation>ein Wert/Kein-Wert-Unterschied bei %1 zur Zeit %2</translation>
    </message>
    <message>
        <location filename="../app/edits/BakedLayerExport.cpp" line="69"/>
        <source>largest error %1 on %2 at time %3</source>
        <translation>größter Fehler %1 bei %2 zur Zeit %3</translation>
    </message>
    <message>
        <location filename="../app/edits/BakedLayerExport.cpp" line="70"/>
        <source>Exported %1 attributes to %2 (%3)</source>
        <translation>%1 Attribute nach %2 exportiert (%3)</translation>
    </message>
</context>
<context>
    <name>BmlTimelineImport</name>
    <message>
        <location filename="../app/edits/BmlTimelineImport.cpp" line="47"/>
        <source>Import BML</source>
        <translation>BML importieren</translation>
    </message>
</context>
<context>
    <name>ChannelSourceMarks</name>
    <message>
        <location filename="../widgets/models/ChannelSourceMarks.cpp" line="18"/>
        <source>the time samples</source>
        <translation>die Zeitsamples</translation>
    </message>
    <message>
        <location filename="../widgets/models/ChannelSourceMarks.cpp" line="26"/>
        <source>the spline</source>
        <translation>der Spline</translation>
    </message>
    <message>
        <location filename="../widgets/models/ChannelSourceMarks.cpp" line="29"/>
        <source>%1 in the root layer</source>
        <translation>%1 im Root-Layer</translation>
    </message>
    <message>
        <location filename="../widgets/models/ChannelSourceMarks.cpp" line="30"/>
        <source>%1 in sublayer %2</source>
        <translation>%1 in Sublayer %2</translation>
    </message>
    <message>
        <location filename="../widgets/models/ChannelSourceMarks.cpp" line="110"/>
        <source>Time samples: read-only (Curve ▸ Convert Time Samples to Spline makes them an editable spline)</source>
        <translation>Zeitsamples: schreibgeschützt (Kurve ▸ Zeitsamples in Spline umwandeln macht daraus einen bearbeitbaren Spline)</translation>
    </message>
    <message>
        <location filename="../widgets/models/ChannelSourceMarks.cpp" line="120"/>
        <source>From sublayer: read-only</source>
        <translation>Aus einem Sublayer: schreibgeschützt</translation>
    </message>
    <message>
        <location filename="../widgets/models/ChannelSourceMarks.cpp" line="127"/>
        <source>Not in effect (shadowed): %1</source>
        <translation>Nicht wirksam (überdeckt): %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/ChannelSourceMarks.cpp" line="101"/>
        <source>Clip channel in clip time: %n placement(s) play this clip; editing the curve changes all of them</source>
        <translation>
            <numerusform>Clip-Kanal in Clip-Zeit: %n Platzierung spielt diesen Clip; eine Änderung der Kurve ändert sie</numerusform>
            <numerusform>Clip-Kanal in Clip-Zeit: %n Platzierungen spielen diesen Clip; eine Änderung der Kurve ändert alle</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/ChannelSourceMarks.cpp" line="105"/>
        <source>Strings or booleans: read-only, shown as held keys</source>
        <translation>Zeichenketten oder Wahrheitswerte: schreibgeschützt, als gehaltene Keys gezeigt</translation>
    </message>
    <message>
        <location filename="../widgets/models/ChannelSourceMarks.cpp" line="21"/>
        <source>the default value</source>
        <translation>der Standardwert (default)</translation>
    </message>
    <message>
        <location filename="../widgets/models/ChannelSourceMarks.cpp" line="113"/>
        <source>Value clips: driven by clip set &apos;%1&apos; of %2, read-only (the curve shows the values resolved from its clips)</source>
        <translation>Value Clips: gesteuert von Clip-Set &apos;%1&apos; von %2, schreibgeschützt (die Kurve zeigt die aus seinen Clips aufgelösten Werte)</translation>
    </message>
</context>
<context>
    <name>ClipBoundaryMarks</name>
    <message>
        <location filename="../widgets/canvas/ClipBoundaryMarks.cpp" line="94"/>
        <source>Clip set &apos;%1&apos; of %2: from %3 clip %4 (before: %5)
%6</source>
        <translation>Clip-Set &apos;%1&apos; von %2: ab %3 Clip %4 (davor: %5)
%6</translation>
    </message>
</context>
<context>
    <name>ClipChannelNote</name>
    <message>
        <location filename="../widgets/canvas/ClipChannelNote.cpp" line="30"/>
        <source>Timeline time through %1: read-only</source>
        <translation>Zeitleisten-Zeit über %1: schreibgeschützt</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/ClipChannelNote.cpp" line="31"/>
        <source>Time line mapped through %1</source>
        <translation>Zeitlinie abgebildet über %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/canvas/ClipChannelNote.cpp" line="18"/>
        <source>%1 — clip time; %n placement(s) play this clip: edits change all of them</source>
        <translation>
            <numerusform>%1 — Clip-Zeit; %n Platzierung spielt diesen Clip: Änderungen wirken dort</numerusform>
            <numerusform>%1 — Clip-Zeit; %n Platzierungen spielen diesen Clip: Änderungen wirken auf alle</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../app/CommandLine.cpp" line="53"/>
        <source>Select placed clip &lt;track:clip&gt; of the timeline (numbered from 1), as a click on its bar does.</source>
        <translation>Den platzierten Clip &lt;Spur:Clip&gt; der Zeitleiste auswählen (ab 1 gezählt), wie es ein Klick auf seinen Balken tut.</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="55"/>
        <source>track:clip</source>
        <translation>Spur:Clip</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="98"/>
        <source>--select-placement needs track:clip, two whole numbers from 1 (e.g. 2:1).</source>
        <translation>--select-placement braucht Spur:Clip, zwei ganze Zahlen ab 1 (z. B. 2:1).</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="106"/>
        <source>--select-placement: the timeline has no placed clip %1:%2</source>
        <translation>--select-placement: die Zeitleiste hat keinen platzierten Clip %1:%2</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="11"/>
        <source>Commands (run without a window; knotline &lt;command&gt; --help lists their options):</source>
        <translation>Befehle (laufen ohne Fenster; knotline &lt;Befehl&gt; --help zeigt ihre Optionen):</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="14"/>
        <source>Print a file&apos;s metadata and every animated attribute.</source>
        <translation>Die Metadaten einer Datei und jedes animierte Attribut ausgeben.</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="16"/>
        <source>Print an attribute&apos;s values at the given times.</source>
        <translation>Die Werte eines Attributs zu den angegebenen Zeiten ausgeben.</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="18"/>
        <source>Write the curves as a baked usda layer.</source>
        <translation>Die Kurven als gebackenen usda-Layer schreiben.</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="20"/>
        <source>Print a compiled timeline&apos;s pose at the given times.</source>
        <translation>Die Pose einer kompilierten Zeitleiste zu den angegebenen Zeiten ausgeben.</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="24"/>
        <source>Describe a compiled timeline; bake it to a usda layer.</source>
        <translation>Eine kompilierte Zeitleiste beschreiben; sie als usda-Layer backen.</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="26"/>
        <source>Describe an OpenTimelineIO cut: tracks and clips in frames.</source>
        <translation>Einen OpenTimelineIO-Schnitt beschreiben: Spuren und Clips in Frames.</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="28"/>
        <source>Save a file in the format OUT names (timeline .json and .otio either way).</source>
        <translation>Eine Datei in dem Format speichern, das OUT nennt (Zeitleisten .json und .otio in beide Richtungen).</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="34"/>
        <source>Knotline: a spline and curve editor for animators.</source>
        <translation>Knotline: ein Spline- und Kurveneditor für Animatoren.</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="40"/>
        <source>Render the main window offscreen to &lt;file&gt; (PNG) and exit.</source>
        <translation>Das Hauptfenster unsichtbar in &lt;Datei&gt; (PNG) rendern und beenden.</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="50"/>
        <source>Show the dope sheet in its own row below the other panels.</source>
        <translation>Das Dope Sheet in einer eigenen Zeile unter den anderen Bereichen zeigen.</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="42"/>
        <location filename="../app/CommandLine.cpp" line="61"/>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="45"/>
        <source>User interface language, e.g. de (default: the system&apos;s).</source>
        <translation>Sprache der Benutzeroberfläche, z. B. de (Standard: die des Systems).</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="47"/>
        <source>code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="62"/>
        <source>Animation file to open (optional).</source>
        <translation>Zu öffnende Animationsdatei (optional).</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="63"/>
        <source>[file]</source>
        <translation>[Datei]</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="94"/>
        <source>Too many arguments: only one file can be opened.</source>
        <translation>Zu viele Argumente: Es kann nur eine Datei geöffnet werden.</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="102"/>
        <source>--screenshot needs a file name.</source>
        <translation>--screenshot braucht einen Dateinamen.</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="22"/>
        <source>Check that Maya curves survive the trip to OpenUSD splines and back.</source>
        <translation>Prüfen, ob Maya-Kurven den Weg zu OpenUSD-Splines und zurück unverändert überstehen.</translation>
    </message>
</context>
<context>
    <name>Controls</name>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="10"/>
        <source>Mouse in the curve canvas</source>
        <translation>Maus in der Kurvenansicht</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="11"/>
        <source>Wheel in the curve canvas</source>
        <translation>Mausrad in der Kurvenansicht</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="12"/>
        <source>Keys in the curve canvas</source>
        <translation>Tasten in der Kurvenansicht</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="16"/>
        <source>Menu shortcuts</source>
        <translation>Tastenkürzel der Menüs</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="23"/>
        <source>Click a key</source>
        <translation>Klick auf einen Keyframe</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="23"/>
        <source>Select the key</source>
        <translation>Den Keyframe auswählen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="24"/>
        <source>Click a curve segment</source>
        <translation>Klick auf ein Kurvensegment</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="24"/>
        <source>Select the two keys of the segment</source>
        <translation>Die beiden Keyframes des Segments auswählen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="25"/>
        <source>Shift+click</source>
        <translation>Umschalt+Klick</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="25"/>
        <source>Add to the selection</source>
        <translation>Zur Auswahl hinzufügen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="26"/>
        <source>Ctrl+click</source>
        <translation>Strg+Klick</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="26"/>
        <source>Toggle in the selection</source>
        <translation>In der Auswahl umschalten</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="27"/>
        <source>Click empty space</source>
        <translation>Klick auf eine leere Stelle</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="27"/>
        <source>Clear the selection</source>
        <translation>Die Auswahl aufheben</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="85"/>
        <source>Drag from empty space</source>
        <translation>Ziehen von einer leeren Stelle aus</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="38"/>
        <source>Shift+drag a key</source>
        <translation>Umschalt+Ziehen eines Keyframes</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="39"/>
        <source>Axis lock: move in time only or in value only, whichever way the pointer moved further</source>
        <translation>Achsensperre: nur in der Zeit oder nur im Wert verschieben, je nachdem, in welche Richtung der Zeiger weiter bewegt wurde</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="46"/>
        <source>Drag a tangent handle</source>
        <translation>Einen Tangentengriff ziehen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="46"/>
        <source>Change that tangent of the key</source>
        <translation>Diese Tangente des Keyframes ändern</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="47"/>
        <source>Drag the pre-value of a dual-valued key</source>
        <translation>Den Vorwert eines doppelwertigen Keyframes ziehen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="47"/>
        <source>Change the value from the left</source>
        <translation>Den Wert von links ändern</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="48"/>
        <source>Drag an inner-loop grip</source>
        <translation>Einen Griff der inneren Schleife ziehen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="48"/>
        <source>Move the start or end of the inner-loop prototype</source>
        <translation>Anfang oder Ende des Prototyps der inneren Schleife verschieben</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="49"/>
        <source>Drag an extrapolation loop grip</source>
        <translation>Einen Schleifengriff der Extrapolation ziehen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="49"/>
        <source>Move the loop boundary (it snaps to keys)</source>
        <translation>Die Schleifengrenze verschieben (sie rastet an Keyframes ein)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="50"/>
        <source>Click or drag in the time ruler or on the time cursor</source>
        <translation>Klicken oder Ziehen im Zeitlineal oder am Zeitcursor</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="51"/>
        <source>Set the current time (scrub)</source>
        <translation>Die aktuelle Zeit setzen (scrubben)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="53"/>
        <location filename="../app/help/ControlsSheet.cpp" line="103"/>
        <source>Middle-drag</source>
        <translation>Ziehen mit der mittleren Maustaste</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="52"/>
        <location filename="../app/help/ControlsSheet.cpp" line="53"/>
        <location filename="../app/help/ControlsSheet.cpp" line="103"/>
        <source>Pan the view</source>
        <translation>Die Ansicht verschieben</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="13"/>
        <source>Key slider bar (Key ▸ Sliders, T)</source>
        <translation>Keyframe-Schieberegler (Keyframe ▸ Schieberegler, T)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="28"/>
        <source>Drag from empty space or from a curve segment</source>
        <translation>Ziehen von einer leeren Stelle oder einem Kurvensegment aus</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="29"/>
        <source>Box-select keys (Shift adds to the selection, Ctrl toggles); a left-drag moves keys only when it starts on a key or a handle</source>
        <translation>Keyframes mit einem Rahmen auswählen (Umschalt fügt hinzu, Strg schaltet um); Ziehen mit links verschiebt Keyframes nur, wenn es auf einem Keyframe oder Griff beginnt</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="31"/>
        <source>Drag a key</source>
        <translation>Einen Keyframe ziehen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="35"/>
        <source>Middle-drag anywhere</source>
        <translation>Ziehen mit der mittleren Maustaste, überall</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="36"/>
        <source>Move the selected keys, as dragging one of them would (the selected key nearest the pointer snaps to frames)</source>
        <translation>Die ausgewählten Keyframes verschieben, als zöge man einen von ihnen (der ausgewählte Keyframe nächst dem Zeiger rastet an Frames ein)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="42"/>
        <source>Move them freely: no snapping to whole frames or values (as in the dope sheet)</source>
        <translation>Frei bewegen: kein Einrasten auf ganze Frames oder Werte (wie im Dope Sheet)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="52"/>
        <source>Alt+middle-drag</source>
        <translation>Alt+Ziehen mit der mittleren Maustaste</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="54"/>
        <source>Alt+right-drag</source>
        <translation>Alt+Ziehen mit der rechten Maustaste</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="55"/>
        <source>Ctrl+middle-drag</source>
        <translation>Strg+Ziehen mit der mittleren Maustaste</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="59"/>
        <source>Click a regression badge or right-click a regressive segment</source>
        <translation>Klick auf ein Regressionsabzeichen oder Rechtsklick auf ein regressives Segment</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="60"/>
        <source>Menu of fixes for the regressive segment</source>
        <translation>Menü mit Korrekturen für das regressive Segment</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="61"/>
        <location filename="../app/help/ControlsSheet.cpp" line="102"/>
        <source>Wheel</source>
        <translation>Mausrad</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="61"/>
        <source>Zoom time and value about the pointer</source>
        <translation>Zeit und Wert um den Zeiger zoomen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="62"/>
        <source>Ctrl+wheel, or wheel over the time ruler (top)</source>
        <translation>Strg+Mausrad oder Mausrad über dem Zeitlineal (oben)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="62"/>
        <source>Zoom time only</source>
        <translation>Nur die Zeit zoomen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="63"/>
        <source>Shift+wheel, or wheel over the value ruler (left)</source>
        <translation>Umschalt+Mausrad oder Mausrad über dem Wertlineal (links)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="63"/>
        <source>Zoom value only</source>
        <translation>Nur den Wert zoomen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="64"/>
        <location filename="../app/help/ControlsSheet.cpp" line="78"/>
        <location filename="../app/help/ControlsSheet.cpp" line="104"/>
        <location filename="../app/help/ControlsSheet.cpp" line="142"/>
        <source>Left, Right</source>
        <translation>Links, Rechts</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="67"/>
        <location filename="../app/help/ControlsSheet.cpp" line="79"/>
        <location filename="../app/help/ControlsSheet.cpp" line="105"/>
        <source>Up, Down</source>
        <translation>Hoch, Runter</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="68"/>
        <source>Nudge the selected keys&apos; values by a tenth of the value grid step (with Shift: one step)</source>
        <translation>Die Werte der ausgewählten Keyframes um ein Zehntel des Wertrasters verschieben (mit Umschalt: einen Rasterschritt)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="69"/>
        <source>G, then move the pointer</source>
        <translation>G, dann den Zeiger bewegen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="70"/>
        <source>Move the selected keys with the pointer: a click or Enter confirms, a right-click or Esc cancels</source>
        <translation>Die ausgewählten Keyframes mit dem Zeiger verschieben: ein Klick oder Eingabe bestätigt, ein Rechtsklick oder Esc bricht ab</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="72"/>
        <location filename="../app/help/ControlsSheet.cpp" line="111"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="72"/>
        <location filename="../app/help/ControlsSheet.cpp" line="111"/>
        <source>Cancel the drag in progress</source>
        <translation>Das laufende Ziehen abbrechen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="73"/>
        <source>Move the pointer left or right, or drag the slider</source>
        <translation>Den Zeiger nach links oder rechts bewegen oder den Regler ziehen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="74"/>
        <source>Set the slider, -100 % to +100 %: the selected keys of every shown curve follow live</source>
        <translation>Den Regler einstellen, -100 % bis +100 %: die ausgewählten Keyframes jeder gezeigten Kurve folgen sofort</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="75"/>
        <source>Type a number (digits, ., -; Backspace)</source>
        <translation>Eine Zahl tippen (Ziffern, ., -; Rücktaste)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="75"/>
        <source>Set the percentage</source>
        <translation>Den Prozentwert setzen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="76"/>
        <source>A, S, D</source>
        <translation>A, S, D</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="77"/>
        <source>25 %, 50 %, 100 % (with Shift: -25 %, -50 %, -100 %)</source>
        <translation>25 %, 50 %, 100 % (mit Umschalt: -25 %, -50 %, -100 %)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="78"/>
        <source>One percent less or more (with Shift: ten)</source>
        <translation>Ein Prozent weniger oder mehr (mit Umschalt: zehn)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="79"/>
        <source>The previous or next slider (tween, blend, push/pull, ease, …)</source>
        <translation>Der vorige oder nächste Regler (Zwischenwert, Überblenden, Verstärken/Abschwächen, Ease, …)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="80"/>
        <source>Enter, or click</source>
        <translation>Eingabe oder Klick</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="80"/>
        <source>Apply the slider as one undo step</source>
        <translation>Den Regler als einen Rückgängig-Schritt anwenden</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="81"/>
        <source>Esc, or right-click</source>
        <translation>Esc oder Rechtsklick</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="81"/>
        <source>Cancel: the keys are as they were</source>
        <translation>Abbrechen: die Keyframes bleiben, wie sie waren</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="87"/>
        <source>Trim the clip; its content stays where it is (trimming the start hides the clip&apos;s head)</source>
        <translation>Den Clip trimmen; sein Inhalt bleibt, wo er ist (den Anfang trimmen verbirgt den Kopf des Clips)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="88"/>
        <source>Change the clip&apos;s speed: it plays the same frames over the new length, the other edge stays</source>
        <translation>Die Geschwindigkeit des Clips ändern: er spielt dieselben Frames über die neue Länge, die andere Kante bleibt</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="89"/>
        <source>Shift+drag an edge of a clip</source>
        <translation>Umschalt+Ziehen an einer Kante eines Clips</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="89"/>
        <source>Ripple trim: the later clips on the track follow</source>
        <translation>Mit Nachrücken trimmen: die späteren Clips der Spur folgen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="90"/>
        <source>Slip tool (Y): drag a clip</source>
        <translation>Inhalt-verschieben-Werkzeug (Y): einen Clip ziehen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="90"/>
        <source>Slip: the content moves under the clip&apos;s fixed start and end</source>
        <translation>Inhalt verschieben: der Inhalt bewegt sich unter dem festen Anfang und Ende des Clips</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="91"/>
        <source>Slide tool (U): drag a clip</source>
        <translation>Gleitwerkzeug (U): einen Clip ziehen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="91"/>
        <source>Slide: the clip moves and its neighbours on the track absorb the change</source>
        <translation>Gleiten: der Clip bewegt sich, seine Nachbarn auf der Spur fangen die Änderung auf</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="92"/>
        <source>Roll tool (N): drag a cut between two clips</source>
        <translation>Rollwerkzeug (N): einen Schnitt zwischen zwei Clips ziehen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="92"/>
        <source>Roll: the cut moves, one clip ends later as the other starts later</source>
        <translation>Rollen: der Schnitt wandert, ein Clip endet später, während der andere später beginnt</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="93"/>
        <source>Ripple tool (B): drag an edge</source>
        <translation>Verschiebe-Schnittwerkzeug (B): eine Kante ziehen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="93"/>
        <source>Ripple trim, as Shift+drag</source>
        <translation>Mit Nachrücken trimmen, wie Umschalt+Ziehen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="94"/>
        <source>Drag along a track header&apos;s weight bar</source>
        <translation>Am Gewichtsbalken eines Spurkopfs ziehen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="94"/>
        <source>Set the track&apos;s weight in the blended pose (0 to 1)</source>
        <translation>Das Gewicht der Spur in der gemischten Pose setzen (0 bis 1)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="95"/>
        <source>Click Rep / Add in a track header</source>
        <translation>Ers / Add in einem Spurkopf klicken</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="95"/>
        <source>Switch the track between replace and additive (blended pose)</source>
        <translation>Die Spur zwischen ersetzend und additiv umschalten (gemischte Pose)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="96"/>
        <source>Right-click a clip</source>
        <translation>Rechtsklick auf einen Clip</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="96"/>
        <source>The clip menu: split, duplicate, delete, ripple delete, enable or disable, make unique, properties</source>
        <translation>Das Clipmenü: teilen, duplizieren, löschen, löschen mit Nachrücken, aktivieren oder deaktivieren, eigenständig machen, Eigenschaften</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="100"/>
        <source>Mute, solo or lock the track: a muted track plays nothing, a soloed one plays alone, a locked one cannot be edited</source>
        <translation>Die Spur stummschalten, solo schalten oder sperren: eine stumme Spur spielt nichts, eine Solo-Spur spielt allein, eine gesperrte kann nicht bearbeitet werden</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="107"/>
        <source>Shift+Delete</source>
        <translation>Umschalt+Entf</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="107"/>
        <source>Ripple delete: delete the selected clips and close the gaps</source>
        <translation>Löschen mit Nachrücken: die ausgewählten Clips löschen und die Lücken schließen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="108"/>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="108"/>
        <source>Enable or disable the selected clips (a disabled clip plays nothing)</source>
        <translation>Die ausgewählten Clips aktivieren oder deaktivieren (ein deaktivierter Clip spielt nichts)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="109"/>
        <source>V, B, N, Y, U</source>
        <translation>V, B, N, Y, U</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="109"/>
        <source>Edit tool: select, ripple, roll, slip, slide (Timeline ▸ Edit Tool)</source>
        <translation>Bearbeitungswerkzeug: auswählen, nachrücken, rollen, Inhalt verschieben, gleiten (Zeitleiste ▸ Bearbeitungswerkzeug)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="112"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="112"/>
        <source>Frame all curves (View ▸ Frame All)</source>
        <translation>Alle Kurven einpassen (Ansicht ▸ Alles einpassen)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="113"/>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="113"/>
        <source>Frame the selected keys and their tangent handles (View ▸ Frame Selected)</source>
        <translation>Die ausgewählten Keyframes samt ihren Tangentengriffen einpassen (Ansicht ▸ Auswahl einpassen)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="116"/>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="116"/>
        <source>Set a key at the current time (Key ▸ Set Key)</source>
        <translation>Einen Keyframe beim aktuellen Frame setzen (Keyframe ▸ Keyframe setzen)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="117"/>
        <source>I</source>
        <translation>I</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="117"/>
        <source>Insert a breakdown key at the current time (Key ▸ Insert Breakdown Key)</source>
        <translation>Einen Breakdown-Keyframe beim aktuellen Frame einfügen (Keyframe ▸ Breakdown-Keyframe einfügen)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="106"/>
        <location filename="../app/help/ControlsSheet.cpp" line="126"/>
        <source>Delete, Backspace</source>
        <translation>Entf, Rücktaste</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="126"/>
        <source>Delete the selected keys</source>
        <translation>Die ausgewählten Keyframes löschen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="127"/>
        <source>Ctrl+X, Ctrl+C, Ctrl+V</source>
        <translation>Strg+X, Strg+C, Strg+V</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="127"/>
        <source>Cut, copy, paste keys (paste at the current time)</source>
        <translation>Keyframes ausschneiden, kopieren, einfügen (eingefügt beim aktuellen Frame)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="128"/>
        <source>Ctrl+A</source>
        <translation>Strg+A</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="128"/>
        <source>Select all keys</source>
        <translation>Alle Keyframes auswählen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="129"/>
        <source>Ctrl+Z</source>
        <translation>Strg+Z</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="129"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="130"/>
        <source>Ctrl+Shift+Z, Ctrl+Y</source>
        <translation>Strg+Umschalt+Z, Strg+Y</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="130"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="131"/>
        <source>Ctrl+N, Ctrl+O</source>
        <translation>Strg+N, Strg+O</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="131"/>
        <source>New document, open a file</source>
        <translation>Neues Dokument, eine Datei öffnen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="133"/>
        <source>Ctrl+S, Ctrl+Shift+S</source>
        <translation>Strg+S, Strg+Umschalt+S</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="133"/>
        <source>Save, save as</source>
        <translation>Speichern, speichern unter</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="134"/>
        <source>Ctrl+E</source>
        <translation>Strg+E</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="134"/>
        <source>Export a baked layer</source>
        <translation>Einen gebackenen Layer exportieren</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="135"/>
        <source>Ctrl+Q</source>
        <translation>Strg+Q</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="135"/>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="149"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="149"/>
        <source>This sheet (Help ▸ Keyboard and Mouse)</source>
        <translation>Diese Übersicht (Hilfe ▸ Tastatur und Maus)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="17"/>
        <source>Channel tree and stats line</source>
        <translation>Kanalbaum und Statuszeile</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="19"/>
        <source>Zoom about the pointer: right and left zoom time in and out, up and down zoom values in and out</source>
        <translation>Um den Zeiger zoomen: nach rechts und links die Zeit hinein und heraus, nach oben und unten die Werte hinein und heraus</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="56"/>
        <source>Click a curve with the Insert Key tool on (K)</source>
        <translation>Mit dem Werkzeug Keyframe einfügen (K) auf eine Kurve klicken</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="57"/>
        <source>Insert a key there, keeping the curve&apos;s shape or with the default tangent type (Key ▸ Inserted Keys)</source>
        <translation>Dort einen Keyframe einfügen, der die Kurvenform beibehält oder den Standard-Tangententyp hat (Keyframe ▸ Eingefügte Keyframes)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="58"/>
        <source>Point at a curve</source>
        <translation>Auf eine Kurve zeigen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="58"/>
        <source>Show its name by the pointer</source>
        <translation>Ihren Namen am Zeiger zeigen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="114"/>
        <source>Shift+A</source>
        <translation>Umschalt+A</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="114"/>
        <source>Show all curves, not only the selected channels&apos; (View ▸ Show All Curves)</source>
        <translation>Alle Kurven zeigen, nicht nur die der ausgewählten Kanäle (Ansicht ▸ Alle Kurven zeigen)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="115"/>
        <source>Shift+H</source>
        <translation>Umschalt+H</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="115"/>
        <source>Isolate the selected channels&apos; curves, or end the isolation (View ▸ Isolate Curves)</source>
        <translation>Die Kurven der ausgewählten Kanäle isolieren oder die Isolierung beenden (Ansicht ▸ Kurven isolieren)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="118"/>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="118"/>
        <source>Insert Key tool on or off (Key ▸ Insert Key Tool)</source>
        <translation>Werkzeug Keyframe einfügen ein oder aus (Keyframe ▸ Werkzeug Keyframe einfügen)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="121"/>
        <source>Alt+1, Alt+2, Alt+3, Alt+4, Alt+5, Alt+6, Alt+7, Alt+8, Alt+9, Alt+0, Alt+-</source>
        <translation>Alt+1, Alt+2, Alt+3, Alt+4, Alt+5, Alt+6, Alt+7, Alt+8, Alt+9, Alt+0, Alt+-</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="122"/>
        <source>Tangent type of the selected keys: Auto, Spline, Clamped, Linear, Flat, Stepped, Stepped Next, Plateau, Fixed, Auto Ease, Auto Mix (Key ▸ Tangents, Tangents toolbar)</source>
        <translation>Tangententyp der ausgewählten Keyframes: Automatisch, Spline, Begrenzt, Linear, Flach, Stufe, Stufe zum nächsten, Plateau, Fixiert, Auto Ease, Auto Mix (Keyframe ▸ Tangenten, Werkzeugleiste Tangenten)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="123"/>
        <source>Alt+B, Alt+U</source>
        <translation>Alt+B, Alt+U</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="123"/>
        <source>Break or unify the selected keys&apos; tangents</source>
        <translation>Die Tangenten der ausgewählten Keyframes brechen oder vereinen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="124"/>
        <source>Alt+W, Alt+Shift+W</source>
        <translation>Alt+W, Alt+Umschalt+W</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="124"/>
        <source>Weighted or non-weighted tangents on the selected keys&apos; curves</source>
        <translation>Gewichtete oder ungewichtete Tangenten auf den Kurven der ausgewählten Keyframes</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="125"/>
        <source>Alt+L, Alt+Shift+L</source>
        <translation>Alt+L, Alt+Umschalt+L</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="125"/>
        <source>Lock or free the selected keys&apos; tangent weights</source>
        <translation>Die Tangentengewichte der ausgewählten Keyframes sperren oder freigeben</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="150"/>
        <source>Click, Ctrl+click, Shift+click channel rows</source>
        <translation>Kanalzeilen klicken, mit Strg oder Umschalt klicken</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="151"/>
        <source>Choose the curves the canvas shows (a prim row stands for all its channels; with none selected all are shown)</source>
        <translation>Die Kurven wählen, die die Kurvenansicht zeigt (eine Prim-Zeile steht für alle ihre Kanäle; ist keine ausgewählt, werden alle gezeigt)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="152"/>
        <source>Type in the Time or Value box above the canvas, then Enter</source>
        <translation>In das Feld Zeit oder Wert über der Kurvenansicht tippen, dann Eingabe</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="153"/>
        <source>Set every selected key: a number sets them all; +=, -=, *=, /= and a number change each key by it</source>
        <translation>Jeden ausgewählten Keyframe setzen: eine Zahl setzt alle; +=, -=, *=, /= und eine Zahl ändern jeden Keyframe um sie</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="14"/>
        <source>Mouse in the timeline</source>
        <translation>Maus in der Zeitleiste</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="15"/>
        <source>Keys in the timeline</source>
        <translation>Tasten in der Zeitleiste</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="32"/>
        <source>Select it if it is not, and move the selected keys, with live anti-regression; times snap to frames when View ▸ Snap to Frames is on, values to whole values when View ▸ Snap to Whole Values is on</source>
        <translation>Ihn auswählen, falls er es nicht ist, und die ausgewählten Keyframes verschieben, mit laufender Anti-Regression; Zeiten rasten an Frames ein, wenn Ansicht ▸ An Frames einrasten an ist, Werte an ganzen Werten, wenn Ansicht ▸ An ganzen Werten einrasten an ist</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="82"/>
        <source>Click a clip</source>
        <translation>Einen Clip anklicken</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="82"/>
        <source>Select the clip</source>
        <translation>Den Clip auswählen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="83"/>
        <source>Shift+click a clip</source>
        <translation>Umschalt+Klick auf einen Clip</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="83"/>
        <source>Add the clip to the selection</source>
        <translation>Den Clip zur Auswahl hinzufügen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="84"/>
        <source>Ctrl+click a clip</source>
        <translation>Strg+Klick auf einen Clip</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="84"/>
        <source>Toggle the clip in the selection</source>
        <translation>Den Clip in der Auswahl umschalten</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="85"/>
        <source>Box-select clips (Shift adds to the selection)</source>
        <translation>Clips mit einem Rahmen auswählen (Umschalt fügt zur Auswahl hinzu)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="86"/>
        <source>Drag a clip</source>
        <translation>Einen Clip ziehen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="86"/>
        <source>Move the selected clips in time, and to another track by dragging up or down</source>
        <translation>Die ausgewählten Clips zeitlich verschieben, und durch Ziehen nach oben oder unten in eine andere Spur</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="87"/>
        <source>Drag the left or right edge of a clip</source>
        <translation>Die linke oder rechte Kante eines Clips ziehen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="88"/>
        <source>Ctrl+drag an edge of a clip</source>
        <translation>Eine Kante eines Clips mit Strg ziehen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="97"/>
        <source>Drag a blend handle (square on the clip&apos;s top corner)</source>
        <translation>Einen Überblendungsgriff ziehen (Quadrat an der oberen Ecke des Clips)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="97"/>
        <source>Change the blend-in or blend-out ramp</source>
        <translation>Die Ein- oder Ausblendrampe ändern</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="98"/>
        <source>Drag a sync marker (diamond on the clip&apos;s bottom edge)</source>
        <translation>Eine Sync-Markierung ziehen (Raute an der Unterkante des Clips)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="98"/>
        <source>Request that sync point at the new time; the warp follows live</source>
        <translation>Diesen Sync-Punkt zur neuen Zeit anfordern; die Zeitverzerrung folgt sofort</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="99"/>
        <source>Alt held while dragging</source>
        <translation>Alt beim Ziehen gedrückt halten</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="99"/>
        <source>No snapping (otherwise times snap to other clips&apos; edges, the current time and whole frames)</source>
        <translation>Kein Einrasten (sonst rasten Zeiten an den Kanten anderer Clips, an der aktuellen Zeit und an ganzen Frames ein)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="100"/>
        <source>Click M, S or L in a track header</source>
        <translation>M, S oder L im Kopf einer Spur anklicken</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="101"/>
        <source>Click or drag in the time ruler</source>
        <translation>In das Zeitlineal klicken oder darin ziehen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="101"/>
        <source>Set the current time</source>
        <translation>Die aktuelle Zeit setzen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="102"/>
        <source>Zoom time about the pointer (over the track headers: scroll the tracks)</source>
        <translation>Die Zeit um den Mauszeiger zoomen (über den Spurköpfen: die Spuren scrollen)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="104"/>
        <source>Nudge the selected clips by one frame (with Shift: ten frames)</source>
        <translation>Die ausgewählten Clips um einen Frame versetzen (mit Umschalt: zehn Frames)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="105"/>
        <source>Move the selected clips to the track above or below</source>
        <translation>Die ausgewählten Clips in die Spur darüber oder darunter verschieben</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="106"/>
        <source>Delete the selected clips</source>
        <translation>Die ausgewählten Clips löschen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="110"/>
        <source>A, F</source>
        <translation>A, F</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="110"/>
        <source>Frame all clips, frame the selected clips</source>
        <translation>Alle Clips einpassen, die ausgewählten Clips einpassen</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="120"/>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="120"/>
        <source>Tween the selected keys with the key slider bar (Key ▸ Sliders ▸ Tween; the other sliders are in that menu)</source>
        <translation>Zwischenwert der ausgewählten Keyframes mit dem Keyframe-Schieberegler (Keyframe ▸ Schieberegler ▸ Zwischenwert; die anderen Regler stehen in diesem Menü)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="136"/>
        <source>Ctrl+D</source>
        <translation>Strg+D</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="136"/>
        <source>Duplicate the selected clips after themselves (Timeline ▸ Duplicate Clips)</source>
        <translation>Die ausgewählten Clips hinter sich selbst duplizieren (Zeitleiste ▸ Clips duplizieren)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="137"/>
        <source>Ctrl+K</source>
        <translation>Strg+K</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="137"/>
        <source>Split the selected clips (none selected: all) at the current time (Timeline ▸ Split at Current Time)</source>
        <translation>Die ausgewählten Clips (ohne Auswahl: alle) an der aktuellen Zeit teilen (Zeitleiste ▸ An der aktuellen Zeit teilen)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="138"/>
        <source>Ctrl+U</source>
        <translation>Strg+U</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="138"/>
        <source>Give the selected clips their own copy of a shared clip (Timeline ▸ Make Clip Unique)</source>
        <translation>Den ausgewählten Clips eine eigene Kopie eines gemeinsam genutzten Clips geben (Zeitleiste ▸ Clip eigenständig machen)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="139"/>
        <source>Ctrl+T</source>
        <translation>Strg+T</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="139"/>
        <source>Add a track after the current one (Timeline ▸ Add Track)</source>
        <translation>Eine Spur nach der aktuellen hinzufügen (Zeitleiste ▸ Spur hinzufügen)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="140"/>
        <source>Ctrl+Shift+Up, Ctrl+Shift+Down</source>
        <translation>Strg+Umschalt+Hoch, Strg+Umschalt+Runter</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="140"/>
        <source>Move the current track up or down</source>
        <translation>Die aktuelle Spur nach oben oder unten verschieben</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="65"/>
        <source>Nudge the selected keys by one frame (with Shift: ten frames); with no key selected, step the current time by a frame</source>
        <translation>Die ausgewählten Keys um ein Frame verschieben (mit Umschalt: zehn Frames); ohne ausgewählten Key die aktuelle Zeit um ein Frame weiterschalten</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="141"/>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="141"/>
        <source>Play or pause (Playback ▸ Play); lists, tables and text fields keep the key</source>
        <translation>Abspielen oder anhalten (Wiedergabe ▸ Abspielen); Listen, Tabellen und Textfelder behalten die Taste</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="143"/>
        <source>Previous or next frame (Playback ▸ Previous Frame, Next Frame); lists, tables, text fields and the curve canvas with keys selected keep these keys</source>
        <translation>Vorheriges oder nächstes Frame (Wiedergabe ▸ Vorheriges Frame, Nächstes Frame); Listen, Tabellen, Textfelder und die Kurvenfläche mit ausgewählten Keys behalten diese Tasten</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="145"/>
        <source>Ctrl+Left, Ctrl+Right</source>
        <translation>Strg+Links, Strg+Rechts</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="146"/>
        <source>Go to the start or the last frame of the playback range (Playback ▸ Go to Start, Go to End)</source>
        <translation>Zum Anfang oder zum letzten Frame des Wiedergabebereichs springen (Wiedergabe ▸ Zum Anfang, Zum Ende)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="147"/>
        <source>Home</source>
        <translation>Pos1</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="148"/>
        <source>Frame the playback range in the time views (Playback ▸ Frame Playback Range)</source>
        <translation>Den Wiedergabebereich in den Zeitansichten einpassen (Wiedergabe ▸ Wiedergabebereich einpassen)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="41"/>
        <source>Alt held while dragging keys</source>
        <translation>Alt beim Ziehen von Keyframes gedrückt halten</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="43"/>
        <source>Drag an edge or corner handle of the region box (Region Scale Tool on, R)</source>
        <translation>Einen Kanten- oder Eckgriff des Bereichsrahmens ziehen (Bereichs-Skalierwerkzeug an, R)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="44"/>
        <source>Scale the selected keys about the opposite edge: left and right edges in time, top and bottom in value, corners both</source>
        <translation>Die ausgewählten Keyframes um die gegenüberliegende Kante skalieren: linke und rechte Kante in der Zeit, obere und untere im Wert, Ecken beides</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="119"/>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="119"/>
        <source>Region Scale tool on or off (Key ▸ Region Scale Tool)</source>
        <translation>Bereichs-Skalierwerkzeug ein oder aus (Keyframe ▸ Bereichs-Skalierwerkzeug)</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="132"/>
        <source>Ctrl+Shift+N</source>
        <translation>Strg+Umschalt+N</translation>
    </message>
    <message>
        <location filename="../app/help/ControlsSheet.cpp" line="132"/>
        <source>Add an empty curve to the document (Curve ▸ Add Curve…)</source>
        <translation>Dem Dokument eine leere Kurve hinzufügen (Kurve ▸ Kurve hinzufügen…)</translation>
    </message>
</context>
<context>
    <name>CoreMessages</name>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="27"/>
        <source>cannot read: %1</source>
        <translation>kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="28"/>
        <source>cannot open: %1</source>
        <translation>kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="29"/>
        <source>cannot open for writing: %1</source>
        <translation>kann nicht zum Schreiben geöffnet werden: %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="30"/>
        <source>cannot write: %1</source>
        <translation>kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="31"/>
        <source>cannot save: %1</source>
        <translation>kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="32"/>
        <source>is a directory, not a layer file</source>
        <translation>ist ein Ordner, keine Layer-Datei</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="33"/>
        <source>unknown file type (expected one of %1)</source>
        <translation>unbekannter Dateityp (erwartet: eines von %1)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="48"/>
        <source>not a usda file: the first line must be &apos;#usda 1.0&apos; (up to &apos;#usda 1.3&apos;)</source>
        <translation>keine usda-Datei: die erste Zeile muss &apos;#usda 1.0&apos; lauten (bis &apos;#usda 1.3&apos;)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="49"/>
        <source>unexpected text after the header version</source>
        <translation>unerwarteter Text nach der Version im Dateikopf</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="50"/>
        <source>malformed header version &apos;%1&apos; (expected major.minor, e.g. 1.0)</source>
        <translation>fehlerhafte Version &apos;%1&apos; im Dateikopf (erwartet: Haupt.Neben, z. B. 1.0)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="51"/>
        <source>unsupported legacy header &apos;#sdf %1&apos; (only #sdf 1.4.x is read, as #usda 1.0)</source>
        <translation>nicht unterstützter alter Dateikopf &apos;#sdf %1&apos; (nur #sdf 1.4.x wird gelesen, als #usda 1.0)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="52"/>
        <source>unsupported usda version %1 (Knotline reads #usda 1.0 to 1.3)</source>
        <translation>nicht unterstützte usda-Version %1 (Knotline liest #usda 1.0 bis 1.3)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="53"/>
        <source>legacy &apos;#sdf %1&apos; header read as #usda 1.0</source>
        <translation>alter Dateikopf &apos;#sdf %1&apos; als #usda 1.0 gelesen</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="55"/>
        <source>unterminated /* comment</source>
        <translation>nicht abgeschlossener /*-Kommentar</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="58"/>
        <source>unterminated @@@ asset path</source>
        <translation>nicht abgeschlossener @@@-Asset-Pfad</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="59"/>
        <source>line break inside an asset path</source>
        <translation>Zeilenumbruch in einem Asset-Pfad</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="61"/>
        <source>line break inside a path</source>
        <translation>Zeilenumbruch in einem Pfad</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="66"/>
        <source>prims nested more than %1 levels deep</source>
        <translation>Prims mehr als %1 Ebenen tief verschachtelt</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="67"/>
        <source>values nested more than %1 levels deep</source>
        <translation>Werte mehr als %1 Ebenen tief verschachtelt</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="68"/>
        <source>a prim name cannot be empty</source>
        <translation>ein Prim-Name darf nicht leer sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="69"/>
        <source>missing &apos;}&apos; at the end of prim &quot;%1&quot;</source>
        <translation>&apos;}&apos; fehlt am Ende des Prims &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="70"/>
        <source>missing &apos;%1&apos;</source>
        <translation>&apos;%1&apos; fehlt</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="71"/>
        <source>unknown attribute field %1 (expected timeSamples, spline or connect)</source>
        <translation>unbekanntes Attributfeld %1 (erwartet: timeSamples, spline oder connect)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="72"/>
        <source>list operation &apos;%1&apos; is only allowed on .connect statements</source>
        <translation>die Listenoperation &apos;%1&apos; ist nur bei .connect-Anweisungen erlaubt</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="73"/>
        <source>attribute &apos;%1&apos; was declared with type &apos;%2&apos;, not &apos;%3&apos;</source>
        <translation>das Attribut &apos;%1&apos; wurde mit dem Typ &apos;%2&apos; deklariert, nicht &apos;%3&apos;</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="76"/>
        <source>layer offset %1 must be a finite number</source>
        <translation>der Layer-Offset %1 muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="77"/>
        <source>%1 must be a finite number</source>
        <translation>%1 muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="78"/>
        <source>%1 must be a finite number &gt; 0</source>
        <translation>%1 muss eine endliche Zahl &gt; 0 sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="79"/>
        <source>a time sample needs a finite time code</source>
        <translation>ein Zeit-Sample braucht einen endlichen Zeitcode</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="80"/>
        <source>line break inside a spline item (only allowed between items and after &apos;;&apos;)</source>
        <translation>Zeilenumbruch in einem Spline-Eintrag (nur zwischen Einträgen und nach &apos;;&apos; erlaubt)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="82"/>
        <source>non-integer loop count %1</source>
        <translation>nicht ganzzahlige Schleifenanzahl %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="83"/>
        <source>expected a space after &apos;%1&apos;</source>
        <translation>Leerzeichen nach &apos;%1&apos; erwartet</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="84"/>
        <source>knot at time %1: values must be finite numbers</source>
        <translation>Keyframe zur Zeit %1: die Werte müssen endliche Zahlen sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="85"/>
        <source>knot at time %1: %2-tangent width must be a finite number &gt;= 0</source>
        <translation>Keyframe zur Zeit %1: die Breite der %2-Tangente muss eine endliche Zahl &gt;= 0 sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="86"/>
        <source>inner loop ignored: %1</source>
        <translation>innere Schleife ignoriert: %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="87"/>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="95"/>
        <source>&apos;%1&apos; takes exactly one value</source>
        <translation>&apos;%1&apos; nimmt genau einen Wert</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="99"/>
        <source>unknown keyword &apos;%1&apos; skipped</source>
        <translation>unbekanntes Schlüsselwort &apos;%1&apos; übersprungen</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="100"/>
        <source>&apos;mayaVersion&apos; needs a value</source>
        <translation>&apos;mayaVersion&apos; braucht einen Wert</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="101"/>
        <source>unknown time unit &apos;%1&apos;, using film (24 fps)</source>
        <translation>unbekannte Zeiteinheit &apos;%1&apos;, film (24 fps) wird verwendet</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="102"/>
        <source>unknown linear unit &apos;%1&apos;, using cm</source>
        <translation>unbekannte Längeneinheit &apos;%1&apos;, cm wird verwendet</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="103"/>
        <source>unknown angular unit &apos;%1&apos;, using deg</source>
        <translation>unbekannte Winkeleinheit &apos;%1&apos;, deg wird verwendet</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="105"/>
        <source>no &apos;mayaVersion&apos; header</source>
        <translation>kein Kopfeintrag &apos;mayaVersion&apos;</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="106"/>
        <source>&apos;anim&apos; expects [attribute [leafAttribute]] node row childCount attributeIndex</source>
        <translation>&apos;anim&apos; erwartet [attribute [leafAttribute]] node row childCount attributeIndex</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="109"/>
        <source>unknown animData keyword &apos;%1&apos; skipped</source>
        <translation>unbekanntes animData-Schlüsselwort &apos;%1&apos; übersprungen</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="110"/>
        <source>unknown input type %1 (time or unitless)</source>
        <translation>unbekannter Eingabetyp %1 (time oder unitless)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="111"/>
        <source>unknown output type %1 (time, linear, angular or unitless)</source>
        <translation>unbekannter Ausgabetyp %1 (time, linear, angular oder unitless)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="113"/>
        <source>unknown input unit &apos;%1&apos;, using the header&apos;s</source>
        <translation>unbekannte Eingabeeinheit &apos;%1&apos;, die des Dateikopfs wird verwendet</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="114"/>
        <source>unknown tangent angle unit &apos;%1&apos;, using the header&apos;s</source>
        <translation>unbekannte Einheit für Tangentenwinkel &apos;%1&apos;, die des Dateikopfs wird verwendet</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="115"/>
        <source>unknown output unit &apos;%1&apos;, using the header&apos;s</source>
        <translation>unbekannte Ausgabeeinheit &apos;%1&apos;, die des Dateikopfs wird verwendet</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="116"/>
        <source>a key needs at least time, value, in and out tangent types and the two lock flags</source>
        <translation>ein Keyframe braucht mindestens Zeit, Wert, Eingangs- und Ausgangstangententyp und die beiden Sperr-Flags</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="118"/>
        <source>a key with %1 of its tangent sides fixed needs %2 fields (%3 without the breakdown flag), found %4</source>
        <translation>ein Keyframe braucht %2 Felder (%3 ohne das Breakdown-Flag) bei folgender Anzahl fester Tangentenseiten: %1; gefunden: %4</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="119"/>
        <source>in tangent: %1</source>
        <translation>Eingangstangente: %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="120"/>
        <source>out tangent: %1</source>
        <translation>Ausgangstangente: %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="122"/>
        <source>the requested time codes per second must be &gt; 0</source>
        <translation>die verlangten Zeitcodes pro Sekunde müssen &gt; 0 sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="124"/>
        <source>no attribute %1 in the layer</source>
        <translation>kein Attribut %1 im Layer</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="125"/>
        <source>attribute %1 has no spline to bake</source>
        <translation>das Attribut %1 hat keinen Spline zum Backen</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="126"/>
        <source>the bake stride must be a number &gt; 0</source>
        <translation>die Schrittweite beim Backen muss eine Zahl &gt; 0 sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="127"/>
        <source>bad bake range %1:%2: %3</source>
        <translation>ungültiger Backbereich %1:%2: %3</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="128"/>
        <source>the bake would write %1 samples for each attribute it bakes (attributes: %2), more than 50,000,000 in all; use a larger stride or a shorter range</source>
        <translation>das Backen würde für jedes gebackene Attribut %1 Samples schreiben (Attribute: %2), insgesamt mehr als 50.000.000; eine größere Schrittweite oder einen kürzeren Bereich verwenden</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="129"/>
        <source>interchange baking needs a finite range with start &lt;= end</source>
        <translation>das Backen als Interchange-Spline braucht einen endlichen Bereich mit Anfang &lt;= Ende</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="163"/>
        <source>%1 has values of different types (numbers, strings, booleans); a USD attribute holds one type</source>
        <translation>%1 hat Werte verschiedener Typen (Zahlen, Zeichenketten, Wahrheitswerte); ein USD-Attribut hat genau einen Typ</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="162"/>
        <source>expected true or false</source>
        <translation>true oder false erwartet</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="39"/>
        <source>cannot open sublayer &apos;%1&apos; (%2 is a directory)</source>
        <translation>Sublayer &apos;%1&apos; kann nicht geöffnet werden (%2 ist ein Verzeichnis)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="40"/>
        <source>cannot open sublayer &apos;%1&apos; (%2 is not a regular file)</source>
        <translation>Sublayer &apos;%1&apos; kann nicht geöffnet werden (%2 ist keine normale Datei)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="41"/>
        <source>a sublayer with an empty asset path (@@) names no layer</source>
        <translation>ein Sublayer mit leerem Asset-Pfad (@@) benennt keinen Layer</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="42"/>
        <source>sublayer &apos;%1&apos; would be %2 layers below the root; a layer stack may be at most %3 deep, so nothing was opened</source>
        <translation>Sublayer &apos;%1&apos; läge %2 Layer unter dem Wurzel-Layer; ein Layer-Stapel darf höchstens %3 tief sein, daher wurde nichts geöffnet</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="43"/>
        <source>sublayer &apos;%1&apos; would make the layer stack more than %2 layers; a layer stack may hold at most %2, so nothing was opened</source>
        <translation>Sublayer &apos;%1&apos; würde den Layer-Stapel auf mehr als %2 Layer bringen; ein Layer-Stapel darf höchstens %2 enthalten, daher wurde nichts geöffnet</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="44"/>
        <source>sublayer &apos;%1&apos; would make the layer stack hold more than %2 MB of layers it holds already; a layer stack may repeat at most %2 MB, so nothing was opened</source>
        <translation>Sublayer &apos;%1&apos; würde den Layer-Stapel mehr als %2 MB an Layern wiederholen lassen, die er schon enthält; ein Layer-Stapel darf höchstens %2 MB wiederholen, daher wurde nichts geöffnet</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="45"/>
        <source>%1 more problems of this layer stack are not listed</source>
        <translation>%1 weitere Probleme dieses Layer-Stapels sind nicht aufgeführt</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="46"/>
        <source>is not a regular file</source>
        <translation>ist keine normale Datei</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="131"/>
        <source>unsupported easing &quot;%1&quot;</source>
        <translation>nicht unterstütztes Easing &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="132"/>
        <source>a cubic-bezier easing needs finite numbers with x1 and x2 in [0, 1], found %1</source>
        <translation>ein cubic-bezier-Easing braucht endliche Zahlen mit x1 und x2 in [0, 1], gefunden: %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="133"/>
        <source>invalid steps easing &quot;%1&quot; (a whole number of steps from 1, from 2 with jump-none, up to 100000)</source>
        <translation>ungültiges steps-Easing &quot;%1&quot; (eine ganze Zahl von Stufen ab 1, mit jump-none ab 2, bis 100000)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="134"/>
        <source>not valid JSON: %1 (at character %2)</source>
        <translation>kein gültiges JSON: %1 (bei Zeichen %2)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="135"/>
        <source>expected an object</source>
        <translation>ein Objekt erwartet</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="136"/>
        <source>expected an array</source>
        <translation>ein Array erwartet</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="137"/>
        <source>expected a number</source>
        <translation>eine Zahl erwartet</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="138"/>
        <source>expected a string</source>
        <translation>eine Zeichenkette erwartet</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="139"/>
        <source>expected null, an easing name or a list of 4 numbers</source>
        <translation>null, ein Easing-Name oder eine Liste aus 4 Zahlen erwartet</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="140"/>
        <source>missing member &quot;%1&quot;</source>
        <translation>das Element &quot;%1&quot; fehlt</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="141"/>
        <source>unknown member &quot;%1&quot;</source>
        <translation>unbekanntes Element &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="142"/>
        <source>must be a number &gt; 0, found %1</source>
        <translation>muss eine Zahl &gt; 0 sein, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="143"/>
        <source>must be a number &gt;= 0, found %1</source>
        <translation>muss eine Zahl &gt;= 0 sein, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="144"/>
        <source>must be a finite number</source>
        <translation>muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="145"/>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="146"/>
        <source>unknown loop mode &quot;%1&quot; (expected once, loop or ping_pong)</source>
        <translation>unbekannter Loop-Modus &quot;%1&quot; (erwartet: once, loop oder ping_pong)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="147"/>
        <source>no animation &quot;%1&quot; in &quot;animations&quot;</source>
        <translation>keine Animation &quot;%1&quot; in &quot;animations&quot;</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="148"/>
        <source>key times must not decrease (%1 after %2)</source>
        <translation>Keyframe-Zeiten dürfen nicht abnehmen (%1 nach %2)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="149"/>
        <source>channel %1: a value must be a number, a string or a boolean</source>
        <translation>Kanal %1: ein Wert muss eine Zahl, eine Zeichenkette oder ein Wahrheitswert sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="150"/>
        <source>channel %1: numbers, strings and booleans cannot mix in one channel</source>
        <translation>Kanal %1: Zahlen, Zeichenketten und Wahrheitswerte können in einem Kanal nicht gemischt werden</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="151"/>
        <source>channel %1: the property kind &quot;%2&quot; is not supported (only plain numbers, strings and booleans)</source>
        <translation>Kanal %1: die Eigenschaftsart &quot;%2&quot; wird nicht unterstützt (nur einfache Zahlen, Zeichenketten und Wahrheitswerte)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="152"/>
        <source>unknown property space &quot;%1&quot;</source>
        <translation>unbekannter Eigenschaftsraum &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="153"/>
        <source>channel %1: the compiled format cannot hold inner loops (bake it to keyframes)</source>
        <translation>Kanal %1: das Compiled-Format kann keine inneren Schleifen speichern (als Keyframes backen)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="154"/>
        <source>channel %1: the compiled format holds only held extrapolation (bake it to keyframes)</source>
        <translation>Kanal %1: das Compiled-Format speichert nur gehaltene Extrapolation (als Keyframes backen)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="155"/>
        <source>channel %1: the segment after key %2 is regressive, which the compiled format cannot hold (bake it to keyframes)</source>
        <translation>Kanal %1: das Segment nach Keyframe %2 ist regressiv, was das Compiled-Format nicht speichern kann (als Keyframes backen)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="156"/>
        <source>channel %1: the compiled format cannot hold value blocks (bake it to keyframes)</source>
        <translation>Kanal %1: das Compiled-Format kann keine Wertblöcke speichern (als Keyframes backen)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="157"/>
        <source>channel %1: the curve after key %2 has no easing form (bake it to keyframes)</source>
        <translation>Kanal %1: die Kurve nach Keyframe %2 hat keine Easing-Form (als Keyframes backen)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="158"/>
        <source>the frames per second must be a number &gt; 0</source>
        <translation>die Bilder pro Sekunde müssen eine Zahl &gt; 0 sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="159"/>
        <source>the bake range needs finite times with start &lt;= end</source>
        <translation>der Back-Bereich braucht endliche Zeiten mit Anfang &lt;= Ende</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="160"/>
        <source>the bake would write %1 samples, more than 50,000,000; use fewer frames per second or a shorter range</source>
        <translation>das Backen würde %1 Samples schreiben, mehr als 50.000.000; weniger Bilder pro Sekunde oder einen kürzeren Bereich wählen</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="161"/>
        <source>%1 and %2 both become the USD name %3</source>
        <translation>%1 und %2 ergeben beide den USD-Namen %3</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="165"/>
        <source>a time code range needs finite start and end time codes</source>
        <translation>ein Zeitcode-Bereich braucht endliche Anfangs- und End-Zeitcodes</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="166"/>
        <source>the stride of a time code range must be a non-zero number</source>
        <translation>die Schrittweite eines Zeitcode-Bereichs muss eine Zahl ungleich null sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="167"/>
        <source>a positive stride needs a start time code &lt;= the end time code (%1 &gt; %2)</source>
        <translation>eine positive Schrittweite braucht einen Anfangs-Zeitcode &lt;= dem End-Zeitcode (%1 &gt; %2)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="168"/>
        <source>a negative stride is allowed only when the start time code is &gt;= the end time code (%1 &lt; %2)</source>
        <translation>eine negative Schrittweite ist nur erlaubt, wenn der Anfangs-Zeitcode &gt;= dem End-Zeitcode ist (%1 &lt; %2)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="169"/>
        <source>the time code range has too many steps for its stride</source>
        <translation>der Zeitcode-Bereich hat für seine Schrittweite zu viele Schritte</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="170"/>
        <source>bad time code range &quot;%1&quot;: %2</source>
        <translation>ungültiger Zeitcode-Bereich &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="171"/>
        <source>expected T, A:B or A:BxS</source>
        <translation>erwartet: T, A:B oder A:BxS</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="172"/>
        <source>the start is not a number</source>
        <translation>der Anfang ist keine Zahl</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="173"/>
        <source>the end is not a number</source>
        <translation>das Ende ist keine Zahl</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="174"/>
        <source>the stride is not a number</source>
        <translation>die Schrittweite ist keine Zahl</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="177"/>
        <source>knot at time %1: value is not a finite number</source>
        <translation>Keyframe zur Zeit %1: der Wert ist keine endliche Zahl</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="178"/>
        <source>knot at time %1: pre-value is not a finite number</source>
        <translation>Keyframe zur Zeit %1: der Vorwert ist keine endliche Zahl</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="179"/>
        <source>knot at time %1: %2-tangent width must be finite and &gt;= 0</source>
        <translation>Keyframe zur Zeit %1: die Breite der %2-Tangente muss endlich und &gt;= 0 sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="180"/>
        <source>knot at time %1: %2-tangent slope is not a finite number</source>
        <translation>Keyframe zur Zeit %1: die Steigung der %2-Tangente ist keine endliche Zahl</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="181"/>
        <source>inner loops would write out %1 knots (at most %2)</source>
        <translation>innere Schleifen würden %1 Keyframes ausschreiben (höchstens %2)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="182"/>
        <source>inner loops would write out knots with times or values that are not finite numbers</source>
        <translation>innere Schleifen würden Keyframes mit Zeiten oder Werten ausschreiben, die keine endlichen Zahlen sind</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="183"/>
        <source>extrapolation slope is not a finite number</source>
        <translation>die Steigung der Extrapolation ist keine endliche Zahl</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="184"/>
        <source>loop boundary time is not a finite number</source>
        <translation>die Zeit der Schleifengrenze ist keine endliche Zahl</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="186"/>
        <source>two knots at time %1</source>
        <translation>zwei Keyframes zur Zeit %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="187"/>
        <source>knot range %1 + %2 is out of range (spline has %3 knots)</source>
        <translation>der Keyframe-Bereich %1 + %2 liegt außerhalb des Bereichs (der Spline hat %3 Keyframes)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="188"/>
        <source>replacement knots are not sorted by time</source>
        <translation>die ersetzenden Keyframes sind nicht nach der Zeit sortiert</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="189"/>
        <source>knot at time %1 is not after the knot before the replaced range</source>
        <translation>der Keyframe zur Zeit %1 liegt nicht nach dem Keyframe vor dem ersetzten Bereich</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="190"/>
        <source>knot at time %1 is not before the knot after the replaced range</source>
        <translation>der Keyframe zur Zeit %1 liegt nicht vor dem Keyframe nach dem ersetzten Bereich</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="191"/>
        <source>there is no knot %1 (the spline has %2 knots)</source>
        <translation>es gibt keinen Keyframe %1 (der Spline hat %2 Keyframes)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="192"/>
        <source>no knot at time %1</source>
        <translation>kein Keyframe zur Zeit %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="193"/>
        <source>value type change would overflow: %1</source>
        <translation>die Änderung des Werttyps würde überlaufen: %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="194"/>
        <source>inner loop parameters must be finite numbers</source>
        <translation>die Parameter der inneren Schleife müssen endliche Zahlen sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="198"/>
        <source>no output vector</source>
        <translation>kein Ausgabevektor</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="199"/>
        <source>bake interval must be two numbers with min &lt;= max</source>
        <translation>das Backintervall müssen zwei Zahlen mit min &lt;= max sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="200"/>
        <source>cannot bake looping extrapolation over an infinite interval</source>
        <translation>eine Schleifen-Extrapolation lässt sich nicht über ein unendliches Intervall backen</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="201"/>
        <source>baking this interval would create more than 1,000,000 knots</source>
        <translation>das Backen dieses Intervalls würde mehr als 1.000.000 Keyframes erzeugen</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="202"/>
        <source>breakdown time is not a finite number</source>
        <translation>die Breakdown-Zeit ist keine endliche Zahl</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="203"/>
        <source>cannot break down an empty spline</source>
        <translation>ein leerer Spline lässt sich nicht unterteilen</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="204"/>
        <source>a knot already exists at time %1</source>
        <translation>zur Zeit %1 gibt es schon einen Keyframe</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="205"/>
        <source>time %1 is inside an inner-loop echo; break down the prototype instead</source>
        <translation>die Zeit %1 liegt in einer Wiederholung einer inneren Schleife; stattdessen den Prototyp unterteilen</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="206"/>
        <source>a resolved knot already exists at time %1</source>
        <translation>zur Zeit %1 gibt es schon einen aufgelösten Keyframe</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="207"/>
        <source>time %1 is in a looping pre-extrapolation</source>
        <translation>die Zeit %1 liegt in einer sich wiederholenden Vor-Extrapolation</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="208"/>
        <source>a knot before the first knot would change the looping post-extrapolation</source>
        <translation>ein Keyframe vor dem ersten Keyframe würde die sich wiederholende Nach-Extrapolation ändern</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="209"/>
        <source>time %1 is in a looping post-extrapolation</source>
        <translation>die Zeit %1 liegt in einer sich wiederholenden Nach-Extrapolation</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="210"/>
        <source>a knot after the last knot would change the looping pre-extrapolation</source>
        <translation>ein Keyframe nach dem letzten Keyframe würde die sich wiederholende Vor-Extrapolation ändern</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="211"/>
        <source>the last knot is an inner-loop copy whose interpolation cannot be changed to match the post-extrapolation</source>
        <translation>der letzte Keyframe ist eine Kopie einer inneren Schleife, deren Interpolation sich nicht an die Nach-Extrapolation anpassen lässt</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="212"/>
        <source>a knot at time %1 is too close to its neighbour to keep the slope of the linear extrapolation</source>
        <translation>ein Keyframe zur Zeit %1 läge zu nah an seinem Nachbarn, um die Steigung der linearen Extrapolation zu erhalten</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="213"/>
        <source>no output vector given</source>
        <translation>kein Ausgabevektor angegeben</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="214"/>
        <source>the time interval must be finite</source>
        <translation>das Zeitintervall muss endlich sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="215"/>
        <source>the time interval is empty (its start must be before its end)</source>
        <translation>das Zeitintervall ist leer (sein Anfang muss vor seinem Ende liegen)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="216"/>
        <source>the time and value scales must be finite and positive</source>
        <translation>die Zeit- und Wertskalen müssen endlich und positiv sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="217"/>
        <source>the tolerance must be finite and positive</source>
        <translation>die Toleranz muss endlich und positiv sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="219"/>
        <source>key data has %1 entries for %2 knots</source>
        <translation>die Keyframe-Daten haben %1 Einträge für %2 Keyframes</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="220"/>
        <source>key %1 stores tangent type Global</source>
        <translation>Keyframe %1 speichert den Tangententyp Global</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="221"/>
        <source>key %1 at time %2 is not in line with its Maya data</source>
        <translation>Keyframe %1 zur Zeit %2 stimmt nicht mit seinen Maya-Daten überein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="222"/>
        <source>%1-infinity type does not describe the Ts-authored extrapolation</source>
        <translation>der %1-Infinity-Typ beschreibt die in Ts angelegte Extrapolation nicht</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="223"/>
        <source>%1-extrapolation is not the image of the %1-infinity type</source>
        <translation>die %1-Extrapolation ist nicht das Abbild des %1-Infinity-Typs</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="224"/>
        <source>the change record belongs to another curve</source>
        <translation>der Änderungsdatensatz gehört zu einer anderen Kurve</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="225"/>
        <source>nothing to undo: the change is empty</source>
        <translation>nichts rückgängig zu machen: die Änderung ist leer</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="226"/>
        <source>cannot undo: the curve is not in the state this change left it in</source>
        <translation>Rückgängig nicht möglich: die Kurve ist nicht in dem Zustand, in dem diese Änderung sie hinterlassen hat</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="227"/>
        <source>cannot undo: %1</source>
        <translation>Rückgängig nicht möglich: %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="228"/>
        <source>nothing to redo: the change is empty</source>
        <translation>nichts wiederherzustellen: die Änderung ist leer</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="229"/>
        <source>cannot redo: the curve is not in the state before this change</source>
        <translation>Wiederherstellen nicht möglich: die Kurve ist nicht im Zustand vor dieser Änderung</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="230"/>
        <source>cannot redo: %1</source>
        <translation>Wiederherstellen nicht möglich: %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="231"/>
        <source>no value at time %1 (value block)</source>
        <translation>kein Wert zur Zeit %1 (Wertblock)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="233"/>
        <source>evaluation time is not a finite number</source>
        <translation>die Auswertungszeit ist keine endliche Zahl</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="235"/>
        <source>time is not a finite number</source>
        <translation>die Zeit ist keine endliche Zahl</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="236"/>
        <source>key time and value must be finite numbers</source>
        <translation>Zeit und Wert des Keyframes müssen endliche Zahlen sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="237"/>
        <source>%1 times but %2 values</source>
        <translation>%1 Zeiten, aber %2 Werte</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="238"/>
        <source>key %1 has a non-finite time or value</source>
        <translation>Keyframe %1 hat eine nicht endliche Zeit oder einen nicht endlichen Wert</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="239"/>
        <source>key %1: %2</source>
        <translation>Keyframe %1: %2</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="244"/>
        <source>offsets must be finite numbers</source>
        <translation>die Verschiebungen müssen endliche Zahlen sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="245"/>
        <source>key %1 is given twice</source>
        <translation>Keyframe %1 ist doppelt angegeben</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="246"/>
        <source>key %1 would leave the finite range</source>
        <translation>Keyframe %1 würde den endlichen Bereich verlassen</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="247"/>
        <source>the move would reorder key %1 and a neighbour</source>
        <translation>die Verschiebung würde die Reihenfolge von Keyframe %1 und einem Nachbarn ändern</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="248"/>
        <source>no edit given</source>
        <translation>keine Bearbeitung angegeben</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="249"/>
        <source>tangent angle must be a finite number of radians within [-pi/2, pi/2]</source>
        <translation>der Tangentenwinkel muss eine endliche Zahl im Bogenmaß in [-pi/2, pi/2] sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="251"/>
        <source>vertical tangents (angle ±pi/2) are not supported</source>
        <translation>senkrechte Tangenten (Winkel ±pi/2) werden nicht unterstützt</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="253"/>
        <source>tangent x and y must be finite numbers</source>
        <translation>x und y der Tangente müssen endliche Zahlen sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="257"/>
        <source>key %1 does not start a curve segment</source>
        <translation>Keyframe %1 beginnt kein Kurvensegment</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="258"/>
        <source>loop boundary drag: the curve has no inner loop</source>
        <translation>Ziehen der Schleifengrenze: die Kurve hat keine innere Schleife</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="259"/>
        <source>loop boundary drag: the time must be finite</source>
        <translation>Ziehen der Schleifengrenze: die Zeit muss endlich sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="260"/>
        <source>loop boundary drag: the pre-extrapolation has no loop boundary</source>
        <translation>Ziehen der Schleifengrenze: die Vor-Extrapolation hat keine Schleifengrenze</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="261"/>
        <source>loop boundary drag: the post-extrapolation has no loop boundary</source>
        <translation>Ziehen der Schleifengrenze: die Nach-Extrapolation hat keine Schleifengrenze</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="262"/>
        <source>pre-value drag: key %1 does not exist</source>
        <translation>Ziehen des Vorwerts: Keyframe %1 existiert nicht</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="263"/>
        <source>pre-value drag: key %1 has no pre-value to drag</source>
        <translation>Ziehen des Vorwerts: Keyframe %1 hat keinen Vorwert zum Ziehen</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="264"/>
        <source>pre-value drag: the value must be finite</source>
        <translation>Ziehen des Vorwerts: der Wert muss endlich sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="265"/>
        <source>tangent drag: key %1 does not exist</source>
        <translation>Ziehen der Tangente: Keyframe %1 existiert nicht</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="266"/>
        <source>tangent drag: no curve segment uses that tangent of key %1</source>
        <translation>Ziehen der Tangente: kein Kurvensegment verwendet diese Tangente von Keyframe %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="267"/>
        <source>tangent drag: the handle position must be finite</source>
        <translation>Ziehen der Tangente: die Position des Anfassers muss endlich sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="268"/>
        <source>knot drag: no keys to move</source>
        <translation>Ziehen von Keyframes: keine Keyframes zu verschieben</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="269"/>
        <source>knot drag: key %1 does not exist</source>
        <translation>Ziehen von Keyframes: Keyframe %1 existiert nicht</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="270"/>
        <source>knot drag: key %1 is given twice</source>
        <translation>Ziehen von Keyframes: Keyframe %1 ist doppelt angegeben</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="271"/>
        <source>knot drag: the anchor key is not among the moved keys</source>
        <translation>Ziehen von Keyframes: der Anker-Keyframe ist nicht unter den verschobenen Keyframes</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="277"/>
        <source>the document is not a USD layer</source>
        <translation>das Dokument ist kein USD-Layer</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="279"/>
        <source>a USD layer can only be saved as .usda or .usd</source>
        <translation>ein USD-Layer kann nur als .usda oder .usd gespeichert werden</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="280"/>
        <source>a Maya anim file can only be saved as .anim</source>
        <translation>eine Maya-anim-Datei kann nur als .anim gespeichert werden</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="356"/>
        <source>the template&apos;s start, end and stride must be within ±%1 (times are counted in steps of 0.0001)</source>
        <translation>Start, Ende und Schrittweite der Vorlage müssen innerhalb von ±%1 liegen (Zeiten werden in Schritten von 0,0001 gezählt)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="372"/>
        <source>the Gaussian width (sigma) must be a positive number of frames, not %1</source>
        <translation>die Breite der Gauß-Glättung (Sigma) muss eine positive Anzahl Frames sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="373"/>
        <source>the cutoff must be a positive frequency below %2 Hz (half the sample rate), not %1 Hz</source>
        <translation>die Grenzfrequenz muss positiv und kleiner als %2 Hz (die halbe Abtastrate) sein, nicht %1 Hz</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="374"/>
        <source>the filter order must be a whole number from 1 to %2, not %1</source>
        <translation>die Filterordnung muss eine ganze Zahl von 1 bis %2 sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="375"/>
        <source>the samples per frame must be a whole number from 1 to %2, not %1</source>
        <translation>die Abtastwerte pro Frame müssen eine ganze Zahl von 1 bis %2 sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="376"/>
        <source>the frame rate must be a positive number of time codes per second, not %1</source>
        <translation>die Bildrate muss eine positive Anzahl Zeitcodes pro Sekunde sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="377"/>
        <source>the blend at the edges must be a number of frames of at least 0, not %1</source>
        <translation>die Überblendung an den Rändern muss eine Anzahl Frames von mindestens 0 sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="378"/>
        <source>the filter would take %1 samples, more than %2: filter a shorter range of keys or take fewer samples per frame</source>
        <translation>der Filter bräuchte %1 Abtastwerte, mehr als %2: einen kürzeren Bereich von Keyframes filtern oder weniger Abtastwerte pro Frame nehmen</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="394"/>
        <source>a timeline can only be saved as compiled timeline JSON (.json) or OpenTimelineIO (.otio)</source>
        <translation>eine Zeitleiste kann nur als kompiliertes Zeitleisten-JSON (.json) oder als OpenTimelineIO (.otio) gespeichert werden</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="398"/>
        <source>the weight must be a number from 0 to 1 (it is %1)</source>
        <translation>das Gewicht muss eine Zahl von 0 bis 1 sein (es ist %1)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="399"/>
        <source>unknown blend mode &quot;%1&quot; (expected &quot;replace&quot; or &quot;additive&quot;)</source>
        <translation>unbekannter Mischmodus &quot;%1&quot; (erwartet: &quot;replace&quot; oder &quot;additive&quot;)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="400"/>
        <source>unknown pose &quot;%1&quot; (expected &quot;raw&quot; or &quot;blended&quot;)</source>
        <translation>unbekannte Pose &quot;%1&quot; (erwartet: &quot;raw&quot; oder &quot;blended&quot;)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="401"/>
        <source>the trim in (%1 s) must end before the placement does (%2 s after its start)</source>
        <translation>der Anfangsschnitt (%1 s) muss vor dem Ende der Platzierung enden (%2 s nach ihrem Anfang)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="402"/>
        <source>this timeline shows the blended pose (ramps, track weights, additive tracks), which other readers of compiled JSON do not apply: they would play it differently; save it as a Knotline timeline, or bake it to keyframes</source>
        <translation>diese Zeitleiste zeigt die gemischte Pose (Rampen, Spurgewichte, additive Spuren), die andere Leser von kompiliertem JSON nicht anwenden: sie würden sie anders abspielen; speichern Sie sie als Knotline-Zeitleiste oder backen Sie sie in Keyframes</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="403"/>
        <source>track %1, placed clip %2 (&apos;%3&apos;) is trimmed into a cycle of its looping clip, which other readers cannot play that way: trim it at a cycle boundary, or bake it to keyframes</source>
        <translation>Spur %1, platzierter Clip %2 (&apos;%3&apos;) ist mitten in einem Zyklus seines geloopten Clips beschnitten, was andere Leser so nicht abspielen können: beschneiden Sie ihn an einer Zyklusgrenze oder backen Sie ihn in Keyframes</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="404"/>
        <source>track %1, placed clip %2 (&apos;%3&apos;) is trimmed and has sync requests, which other readers cannot play that way: bake it to keyframes</source>
        <translation>Spur %1, platzierter Clip %2 (&apos;%3&apos;) ist beschnitten und hat Sync-Anforderungen, was andere Leser so nicht abspielen können: backen Sie ihn in Keyframes</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="420"/>
        <source>track &quot;%1&quot;: &quot;%3&quot; overlaps &quot;%2&quot; in a way an OpenTimelineIO track cannot hold (a clip may overlap only the clip before it, must end after it and come after it in the track); move one to another track</source>
        <translation>Spur „%1“: „%3“ überlappt „%2“ so, wie es eine OpenTimelineIO-Spur nicht fassen kann (ein Clip darf nur den Clip davor überlappen, muss nach ihm enden und in der Spur nach ihm kommen); einen davon auf eine andere Spur legen</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="421"/>
        <source>an OpenTimelineIO timeline can only be saved as .otio or as compiled timeline JSON (.json)</source>
        <translation>eine OpenTimelineIO-Zeitleiste kann nur als .otio oder als kompiliertes Zeitleisten-JSON (.json) gespeichert werden</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="422"/>
        <source>track &quot;%1&quot;: &quot;%2&quot; plays only before 0, where an OpenTimelineIO track has no room; move it later</source>
        <translation>Spur „%1“: „%2“ spielt nur vor 0, wo eine OpenTimelineIO-Spur keinen Platz hat; später legen</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="424"/>
        <source>the layer has no prim %1</source>
        <translation>die Ebene hat keinen Prim %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="425"/>
        <source>%1 has no attribute that changes over time (no spline, no scalar time samples)</source>
        <translation>%1 hat kein Attribut, das sich mit der Zeit ändert (kein Spline, keine skalaren Zeitsamples)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="426"/>
        <source>clip &quot;%1&quot; plays nothing: its animation file could not be read: %2</source>
        <translation>Clip „%1“ spielt nichts: seine Animationsdatei konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="427"/>
        <source>channel %1: baking it at %2 samples per second would take %3 samples, more than 10,000,000; bake at a lower rate or shorten the clip</source>
        <translation>Kanal %1: ihn mit %2 Samples pro Sekunde zu backen, bräuchte %3 Samples, mehr als 10.000.000; mit einer niedrigeren Rate backen oder den Clip kürzen</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="278"/>
        <source>the document has no file yet: use Save As</source>
        <translation>das Dokument hat noch keine Datei: „Speichern unter“ verwenden</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="281"/>
        <source>an empty document has nothing to save</source>
        <translation>ein leeres Dokument hat nichts zu speichern</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="35"/>
        <source>cannot open sublayer &apos;%1&apos; (%2 does not exist)</source>
        <translation>Sublayer &apos;%1&apos; kann nicht geöffnet werden (%2 existiert nicht)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="36"/>
        <source>cannot open sublayer &apos;%1&apos;: %2</source>
        <translation>Sublayer &apos;%1&apos; kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="37"/>
        <source>sublayer cycle: &apos;%1&apos; is already in the layer stack above this layer</source>
        <translation>Sublayer-Zyklus: &apos;%1&apos; liegt schon weiter oben im Layer-Stapel</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="38"/>
        <source>invalid layer offset for sublayer &apos;%1&apos; (scale must be non-zero); using no offset</source>
        <translation>ungültiger Layer-Offset für Sublayer &apos;%1&apos; (die Skalierung darf nicht null sein); es wird kein Offset verwendet</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="63"/>
        <source>unexpected character</source>
        <translation>unerwartetes Zeichen</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="56"/>
        <source>unterminated string</source>
        <translation>nicht abgeschlossene Zeichenkette</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="57"/>
        <source>line break inside a string (use triple quotes)</source>
        <translation>Zeilenumbruch in einer Zeichenkette (dreifache Anführungszeichen verwenden)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="60"/>
        <source>unterminated asset path</source>
        <translation>nicht abgeschlossener Asset-Pfad</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="62"/>
        <source>unterminated path</source>
        <translation>nicht abgeschlossener Pfad</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="75"/>
        <source>malformed number %1</source>
        <translation>fehlerhafte Zahl %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="74"/>
        <source>unsupported spline value type &apos;%1&apos; (splines hold double, float, half or timecode values)</source>
        <translation>nicht unterstützter Spline-Werttyp &apos;%1&apos; (Splines enthalten double-, float-, half- oder timecode-Werte)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="81"/>
        <source>unknown extrapolation %1 (expected none, held, linear, sloped or loop)</source>
        <translation>unbekannte Extrapolation %1 (erwartet: none, held, linear, sloped oder loop)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="176"/>
        <source>knot time is not a finite number</source>
        <translation>die Zeit des Keyframes ist keine endliche Zahl</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="104"/>
        <source>missing the required &apos;animVersion&apos; header</source>
        <translation>der erforderliche Kopfeintrag &apos;animVersion&apos; fehlt</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="97"/>
        <source>&apos;anim&apos; before the required &apos;animVersion&apos; header</source>
        <translation>&apos;anim&apos; vor dem erforderlichen Kopfeintrag &apos;animVersion&apos;</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="98"/>
        <source>&apos;animData&apos; without a preceding &apos;anim&apos; line</source>
        <translation>&apos;animData&apos; ohne vorangehende &apos;anim&apos;-Zeile</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="107"/>
        <source>unexpected end of file: expected &apos;}&apos; to close &apos;%1&apos;</source>
        <translation>unerwartetes Dateiende: &apos;}&apos; zum Schließen von &apos;%1&apos; erwartet</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="90"/>
        <source>unexpected end of file</source>
        <translation>unerwartetes Dateiende</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="91"/>
        <source>unexpected &apos;}&apos;</source>
        <translation>unerwartetes &apos;}&apos;</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="89"/>
        <source>expected &apos;;&apos; before %1</source>
        <translation>&apos;;&apos; vor %1 erwartet</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="25"/>
        <source>no value</source>
        <translation>kein Wert</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="92"/>
        <source>expected a number, found %1</source>
        <translation>Zahl erwartet, %1 gefunden</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="93"/>
        <source>expected an integer, found %1</source>
        <translation>ganze Zahl erwartet, %1 gefunden</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="94"/>
        <source>expected 0 or 1, found %1</source>
        <translation>0 oder 1 erwartet, %1 gefunden</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="96"/>
        <source>expected a keyword, found %1</source>
        <translation>Schlüsselwort erwartet, %1 gefunden</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="108"/>
        <source>expected an animData keyword, found %1</source>
        <translation>animData-Schlüsselwort erwartet, %1 gefunden</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="117"/>
        <source>unknown tangent type %1</source>
        <translation>unbekannter Tangententyp %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="112"/>
        <source>unknown infinity type %1</source>
        <translation>unbekannter Infinity-Typ %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="121"/>
        <source>two keys at the same time</source>
        <translation>zwei Keyframes zur selben Zeit</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="65"/>
        <source>expected %1, found %2</source>
        <translation>%1 erwartet, %2 gefunden</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="274"/>
        <source>%1 comes from a sublayer and is read-only</source>
        <translation>%1 stammt aus einem Sublayer und ist schreibgeschützt</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="275"/>
        <source>%1 is a step channel of the clip (held strings or booleans) and is read-only</source>
        <translation>%1 ist ein Stufenkanal des Clips (gehaltene Texte oder Wahrheitswerte) und ist schreibgeschützt</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="276"/>
        <source>%1 is driven by a value-clip set and is read-only: edit the clips or the clip set instead</source>
        <translation>%1 wird von einem Value-Clip-Set gesteuert und ist schreibgeschützt: bearbeiten Sie stattdessen die Clips oder das Clip-Set</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="273"/>
        <source>channel %1 does not exist</source>
        <translation>Kanal %1 existiert nicht</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="243"/>
        <source>key %2: time %1 would reorder the keys (a key must stay between its neighbours)</source>
        <translation>Keyframe %2: die Zeit %1 würde die Reihenfolge der Keyframes ändern (ein Keyframe muss zwischen seinen Nachbarn bleiben)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="234"/>
        <source>there is no key %1 (the curve has %2 keys)</source>
        <translation>es gibt keinen Keyframe %1 (die Kurve hat %2 Keyframes)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="240"/>
        <source>two keys at time %1</source>
        <translation>zwei Keyframes zur Zeit %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="232"/>
        <source>the curve has no keys</source>
        <translation>die Kurve hat keine Keyframes</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="241"/>
        <source>key value must be a finite number</source>
        <translation>der Wert des Keyframes muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="242"/>
        <source>key time must be a finite number</source>
        <translation>die Zeit des Keyframes muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="254"/>
        <source>tangent x must be &gt;= 0 (tangents point forward in time)</source>
        <translation>das x der Tangente muss &gt;= 0 sein (Tangenten zeigen in der Zeit vorwärts)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="255"/>
        <source>vertical tangents (x = 0, y != 0) are not supported</source>
        <translation>senkrechte Tangenten (x = 0, y != 0) werden nicht unterstützt</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="250"/>
        <source>tangent weight must be a finite number &gt;= 0</source>
        <translation>das Tangentengewicht muss eine endliche Zahl &gt;= 0 sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="252"/>
        <source>the curve is not weighted, tangent weights have no effect</source>
        <translation>die Kurve ist nicht gewichtet, Tangentengewichte haben keine Wirkung</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="196"/>
        <source>inner loop prototype start must be before its end</source>
        <translation>der Prototyp-Start der inneren Schleife muss vor ihrem Ende liegen</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="195"/>
        <source>inner loop counts must be &gt;= 0</source>
        <translation>die Wiederholungszahlen der inneren Schleife müssen &gt;= 0 sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="197"/>
        <source>inner loops cannot be combined with a loop boundary</source>
        <translation>innere Schleifen lassen sich nicht mit einer Schleifengrenze kombinieren</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="185"/>
        <source>a loop boundary cannot be combined with inner loops</source>
        <translation>eine Schleifengrenze lässt sich nicht mit inneren Schleifen kombinieren</translation>
    </message>
    <message>
        <location filename="../widgets/messages/CoreMessageText.cpp" line="18"/>
        <source>no channel to key: select keys or make an editable channel current</source>
        <translation>kein Kanal für einen Keyframe: Keyframes auswählen oder einen bearbeitbaren Kanal zum aktuellen machen</translation>
    </message>
    <message>
        <location filename="../widgets/messages/CoreMessageText.cpp" line="19"/>
        <source>nothing to edit: select keys or make an editable channel current</source>
        <translation>nichts zu bearbeiten: Keyframes auswählen oder einen bearbeitbaren Kanal zum aktuellen machen</translation>
    </message>
    <message>
        <location filename="../widgets/messages/CoreMessageText.cpp" line="20"/>
        <source>already has a key at this time</source>
        <translation>hat zu dieser Zeit schon einen Keyframe</translation>
    </message>
    <message>
        <location filename="../widgets/messages/CoreMessageText.cpp" line="21"/>
        <source>no value at this time (value block)</source>
        <translation>kein Wert zu dieser Zeit (Wertblock)</translation>
    </message>
    <message>
        <location filename="../widgets/messages/CoreMessageText.cpp" line="22"/>
        <source>nothing changed</source>
        <translation>nichts geändert</translation>
    </message>
    <message>
        <location filename="../widgets/messages/CoreMessageText.cpp" line="23"/>
        <source>stepped tangents exist on the out side only</source>
        <translation>Stufentangenten gibt es nur auf der Ausgangsseite</translation>
    </message>
    <message>
        <location filename="../widgets/messages/CoreMessageText.cpp" line="24"/>
        <source>select keys first</source>
        <translation>zuerst Keyframes auswählen</translation>
    </message>
    <message>
        <location filename="../widgets/messages/CoreMessageText.cpp" line="25"/>
        <source>no regressive segments</source>
        <translation>keine rückläufigen Segmente</translation>
    </message>
    <message>
        <location filename="../widgets/messages/CoreMessageText.cpp" line="26"/>
        <source>no channel to loop</source>
        <translation>kein Kanal für eine Schleife</translation>
    </message>
    <message>
        <location filename="../widgets/messages/CoreMessageText.cpp" line="27"/>
        <source>select keys on one channel for its inner loop</source>
        <translation>Keyframes auf einem Kanal für dessen innere Schleife auswählen</translation>
    </message>
    <message>
        <location filename="../widgets/messages/CoreMessageText.cpp" line="28"/>
        <source>a loop boundary must be at a key; there is none at %1</source>
        <translation>eine Schleifengrenze muss auf einem Keyframe liegen; bei %1 gibt es keinen</translation>
    </message>
    <message>
        <location filename="../widgets/messages/CoreMessageText.cpp" line="29"/>
        <source>no editable channel %1 to paste to; select keys on one channel to paste there</source>
        <translation>kein bearbeitbarer Kanal %1 zum Einfügen; Keyframes auf einem Kanal auswählen, um dort einzufügen</translation>
    </message>
    <message>
        <location filename="../widgets/messages/CoreMessageText.cpp" line="30"/>
        <source>two copied channels would paste into the same channel</source>
        <translation>zwei kopierte Kanäle würden in denselben Kanal eingefügt</translation>
    </message>
    <message>
        <location filename="../widgets/messages/CoreMessageText.cpp" line="31"/>
        <source>keys of several channels were copied; to paste onto another channel, copy keys of one channel</source>
        <translation>Keyframes mehrerer Kanäle wurden kopiert; um sie in einen anderen Kanal einzufügen, Keyframes eines einzigen Kanals kopieren</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="282"/>
        <source>a channel needs a path</source>
        <translation>ein Kanal braucht einen Pfad</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="283"/>
        <source>%1 is already a channel</source>
        <translation>%1 ist bereits ein Kanal</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="284"/>
        <source>an inserted channel cannot be read-only</source>
        <translation>ein eingefügter Kanal kann nicht schreibgeschützt sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="285"/>
        <source>an empty document cannot hold channels</source>
        <translation>ein leeres Dokument kann keine Kanäle enthalten</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="286"/>
        <source>%1 cannot be inserted again: the document has changed</source>
        <translation>%1 kann nicht wieder eingefügt werden: das Dokument hat sich geändert</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="287"/>
        <source>%1 cannot be removed: the document has changed</source>
        <translation>%1 kann nicht entfernt werden: das Dokument hat sich geändert</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="288"/>
        <source>the edit is finished</source>
        <translation>die Bearbeitung ist abgeschlossen</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="289"/>
        <source>a Maya anim file holds only anim curves</source>
        <translation>eine Maya-anim-Datei enthält nur Animationskurven</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="290"/>
        <source>%1 is not a node.attribute path</source>
        <translation>%1 ist kein Pfad der Form Knoten.Attribut</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="291"/>
        <source>a USD layer holds only attribute channels</source>
        <translation>ein USD-Layer enthält nur Attributkanäle</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="292"/>
        <source>%1 is not an attribute path (/Prim.attribute)</source>
        <translation>%1 ist kein Attributpfad (/Prim.Attribut)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="293"/>
        <source>the root layer has no prim %1</source>
        <translation>der Wurzel-Layer hat kein Prim %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="294"/>
        <source>a %1 attribute cannot hold a spline</source>
        <translation>ein %1-Attribut kann keinen Spline enthalten</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="296"/>
        <source>a sublayer has a spline here too, which would show through: edit the sublayer to remove it</source>
        <translation>ein Sublayer hat hier ebenfalls einen Spline, der durchscheinen würde: zum Entfernen den Sublayer bearbeiten</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="297"/>
        <source>loop count %1 is beyond the limit of %2 inner-loop copies</source>
        <translation>die Schleifenanzahl %1 überschreitet die Grenze von %2 Kopien der inneren Schleife</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="298"/>
        <source>inner loop makes %1 copies of its prototype (at most %2)</source>
        <translation>die innere Schleife erzeugt %1 Kopien ihres Prototyps (höchstens %2)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="299"/>
        <source>%1 time samples are not single numbers</source>
        <translation>%1-Zeitsamples sind keine einzelnen Zahlen</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="302"/>
        <source>the timeline&apos;s duration must be a finite number greater than 0 (it is %1)</source>
        <translation>die Dauer der Zeitleiste muss eine endliche Zahl größer als 0 sein (sie ist %1)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="303"/>
        <source>there is no track %1 (the timeline has %2 tracks)</source>
        <translation>es gibt keine Spur %1 (die Zeitleiste hat %2 Spuren)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="304"/>
        <source>track %1 has no placed clip %2 (it has %3)</source>
        <translation>Spur %1 hat keinen platzierten Clip %2 (sie hat %3)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="305"/>
        <source>no clip was given to play</source>
        <translation>es wurde kein Clip zum Abspielen angegeben</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="306"/>
        <source>clip &apos;%1&apos;: the duration must be a finite number greater than 0 (it is %2)</source>
        <translation>Clip &apos;%1&apos;: die Dauer muss eine endliche Zahl größer als 0 sein (sie ist %2)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="307"/>
        <source>clip &apos;%1&apos;: channel %2 of %3 has no key</source>
        <translation>Clip &apos;%1&apos;: Kanal %2 von %3 hat kein Keyframe</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="365"/>
        <source>channel %1 has no keyframes</source>
        <translation>Kanal %1 hat keine Keyframes</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="395"/>
        <source>channel %1 is given twice in this animation</source>
        <translation>Kanal %1 kommt in dieser Animation zweimal vor</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="396"/>
        <source>the placement&apos;s end on the timeline (start_time + duration / speed) is not finite (%1)</source>
        <translation>das Ende der Platzierung auf der Zeitleiste (start_time + duration / speed) ist nicht endlich (%1)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="397"/>
        <source>placed clip &apos;%1&apos; plays %2 cycles, more than the %3 its time map may have</source>
        <translation>der platzierte Clip „%1“ spielt %2 Zyklen, mehr als die %3, die seine Zeitabbildung haben darf</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="308"/>
        <source>clip &apos;%1&apos;: channel %2 of %3 is given twice</source>
        <translation>Clip &apos;%1&apos;: Kanal %2 von %3 ist doppelt angegeben</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="300"/>
        <source>%1 does not show time samples</source>
        <translation>%1 zeigt keine Zeitsamples</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="309"/>
        <source>clip &apos;%1&apos;: the %2 sync time is not finite (it is %3)</source>
        <translation>Clip &apos;%1&apos;: die Synchronisationszeit %2 ist nicht endlich (sie ist %3)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="310"/>
        <source>key %1: the time must be finite</source>
        <translation>Keyframe %1: die Zeit muss endlich sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="311"/>
        <source>key %1 comes before key %2 in time (key times must not decrease)</source>
        <translation>Keyframe %1 liegt zeitlich vor Keyframe %2 (Keyframe-Zeiten dürfen nicht abnehmen)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="312"/>
        <source>track %1, placed clip %2: it plays no clip</source>
        <translation>Spur %1, platzierter Clip %2: er spielt keinen Clip</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="313"/>
        <source>track %1, placed clip %2 (&apos;%3&apos;): the start must be finite (it is %4)</source>
        <translation>Spur %1, platzierter Clip %2 (&apos;%3&apos;): der Start muss endlich sein (er ist %4)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="314"/>
        <source>track %1, placed clip %2 (&apos;%3&apos;): the window must be a finite length greater than 0 (it is %4)</source>
        <translation>Spur %1, platzierter Clip %2 (&apos;%3&apos;): das Fenster muss eine endliche Länge größer als 0 sein (es ist %4)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="315"/>
        <source>track %1, placed clip %2 (&apos;%3&apos;): the speed must be a finite number greater than 0 (it is %4)</source>
        <translation>Spur %1, platzierter Clip %2 (&apos;%3&apos;): die Geschwindigkeit muss eine endliche Zahl größer als 0 sein (sie ist %4)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="316"/>
        <source>track %1, placed clip %2 (&apos;%3&apos;): the blend in must be a finite number of seconds, 0 or more (it is %4)</source>
        <translation>Spur %1, platzierter Clip %2 (&apos;%3&apos;): das Einblenden muss eine endliche Anzahl Sekunden sein, 0 oder mehr (es ist %4)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="317"/>
        <source>track %1, placed clip %2 (&apos;%3&apos;): the blend out must be a finite number of seconds, 0 or more (it is %4)</source>
        <translation>Spur %1, platzierter Clip %2 (&apos;%3&apos;): das Ausblenden muss eine endliche Anzahl Sekunden sein, 0 oder mehr (es ist %4)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="318"/>
        <source>track %1, placed clip %2 (&apos;%3&apos;): the requested time of sync point %4 is not finite (it is %5)</source>
        <translation>Spur %1, platzierter Clip %2 (&apos;%3&apos;): die angeforderte Zeit des Synchronisationspunkts %4 ist nicht endlich (sie ist %5)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="319"/>
        <source>track %1, placed clip %2 (&apos;%3&apos;): its end on the timeline is not finite (%4)</source>
        <translation>Spur %1, platzierter Clip %2 (&apos;%3&apos;): sein Ende auf der Zeitleiste ist nicht endlich (%4)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="320"/>
        <source>track %1, placed clip %2 (&apos;%3&apos;): the trim in must be a finite number of seconds, 0 or more (it is %4)</source>
        <translation>Spur %1, platzierter Clip %2 (&apos;%3&apos;): der Anfangsschnitt muss eine endliche Zahl von Sekunden sein, 0 oder mehr (er ist %4)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="321"/>
        <source>track %1, placed clip %2 (&apos;%3&apos;): the trim in (%4 s) must end before the clip does (%5 s after its start)</source>
        <translation>Spur %1, platzierter Clip %2 (&apos;%3&apos;): der Anfangsschnitt (%4 s) muss vor dem Ende des Clips enden (%5 s nach seinem Anfang)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="322"/>
        <source>track %1: the weight must be a number from 0 to 1 (it is %2)</source>
        <translation>Spur %1: das Gewicht muss eine Zahl von 0 bis 1 sein (es ist %2)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="324"/>
        <source>a time map needs at least one key</source>
        <translation>eine Zeitabbildung braucht mindestens einen Schlüssel</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="325"/>
        <source>time map key %1 is not a finite number</source>
        <translation>Schlüssel %1 der Zeitabbildung ist keine endliche Zahl</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="326"/>
        <source>a time map needs as many output times as input times (%1 inputs, %2 outputs)</source>
        <translation>eine Zeitabbildung braucht so viele Ausgabezeiten wie Eingabezeiten (%1 Eingaben, %2 Ausgaben)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="327"/>
        <source>more than two time map entries at time %1</source>
        <translation>mehr als zwei Einträge der Zeitabbildung zur Zeit %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="329"/>
        <source>sync warp: the %1 is not a finite number</source>
        <translation>Synchronisationsverzerrung: %1 ist keine endliche Zahl</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="330"/>
        <source>sync warp: the speed must be greater than 0</source>
        <translation>Synchronisationsverzerrung: die Geschwindigkeit muss größer als 0 sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="331"/>
        <source>the clip has no %1 sync point: its request is dropped</source>
        <translation>der Clip hat keinen Synchronisationspunkt %1: seine Anforderung wird verworfen</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="332"/>
        <source>the requests for %1 and %2 are in reverse order: the clip plays backwards between them</source>
        <translation>die Anforderungen für %1 und %2 sind in umgekehrter Reihenfolge: der Clip läuft zwischen ihnen rückwärts</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="333"/>
        <source>%1 and %2 are requested at the same time: the clip collapses to an instant there</source>
        <translation>%1 und %2 sind zur selben Zeit angefordert: der Clip schrumpft dort auf einen Augenblick</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="334"/>
        <source>the clip has %1 and %2 at the same time but they are requested apart: the clip holds between them</source>
        <translation>der Clip hat %1 und %2 zur selben Zeit, sie sind aber getrennt angefordert: der Clip steht zwischen ihnen still</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="335"/>
        <source>a looping clip ignores its sync requests</source>
        <translation>ein geloopter Clip ignoriert seine Synchronisationsanforderungen</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="337"/>
        <source>malformed XML: %1</source>
        <translation>fehlerhaftes XML: %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="338"/>
        <source>an &lt;animation&gt; element needs a name</source>
        <translation>ein &lt;animation&gt;-Element braucht einen Namen</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="339"/>
        <source>unknown clip &apos;%1&apos;</source>
        <translation>unbekannter Clip &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="340"/>
        <source>%1 is not a number: &apos;%2&apos;</source>
        <translation>%1 ist keine Zahl: &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="341"/>
        <source>%1 must be a number greater than 0, not &apos;%2&apos;</source>
        <translation>%1 muss eine Zahl größer als 0 sein, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="342"/>
        <source>give speed or time, not both</source>
        <translation>speed oder time angeben, nicht beide</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="343"/>
        <source>clip set &apos;%1&apos; of %2 is dropped: %3</source>
        <translation>Clip-Set &apos;%1&apos; von %2 wird verworfen: %3</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="344"/>
        <source>&apos;%1&apos; must be a %2 value</source>
        <translation>&apos;%1&apos; muss ein %2-Wert sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="345"/>
        <source>&apos;%1&apos; holds an empty asset path</source>
        <translation>&apos;%1&apos; enthält einen leeren Asset-Pfad</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="346"/>
        <source>&apos;primPath&apos; must be an absolute prim path such as /Model, not &apos;%1&apos;</source>
        <translation>&apos;primPath&apos; muss ein absoluter Prim-Pfad wie /Model sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="347"/>
        <source>&apos;active&apos; names clip %1, but &apos;assetPaths&apos; has %2 clips (counted from 0)</source>
        <translation>&apos;active&apos; nennt Clip %1, aber &apos;assetPaths&apos; hat %2 Clips (ab 0 gezählt)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="348"/>
        <source>&apos;active&apos; has two entries at stage time %1</source>
        <translation>&apos;active&apos; hat zwei Einträge zur Stage-Zeit %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="349"/>
        <source>&apos;times&apos; has more than two entries at stage time %1</source>
        <translation>&apos;times&apos; hat mehr als zwei Einträge zur Stage-Zeit %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="350"/>
        <source>&apos;templateAssetPath&apos; &quot;%1&quot; needs one group of # or two joined by a dot (###.###)</source>
        <translation>&apos;templateAssetPath&apos; &quot;%1&quot; braucht eine Gruppe aus # oder zwei durch einen Punkt verbundene (###.###)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="351"/>
        <source>the template times must be finite numbers</source>
        <translation>die Template-Zeiten müssen endliche Zahlen sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="352"/>
        <source>&apos;templateStartTime&apos; is after &apos;templateEndTime&apos;</source>
        <translation>&apos;templateStartTime&apos; liegt nach &apos;templateEndTime&apos;</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="353"/>
        <source>&apos;templateStride&apos; must be at least 0.0001</source>
        <translation>&apos;templateStride&apos; muss mindestens 0.0001 sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="354"/>
        <source>&apos;templateActiveOffset&apos; must not be larger than &apos;templateStride&apos;</source>
        <translation>&apos;templateActiveOffset&apos; darf nicht größer als &apos;templateStride&apos; sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="355"/>
        <source>the template names more than %1 clip times</source>
        <translation>das Template nennt mehr als %1 Clip-Zeiten</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="357"/>
        <source>clip layer &apos;%1&apos; of clip set &apos;%2&apos; on %3 does not exist (%4); it contributes no values</source>
        <translation>Clip-Layer &apos;%1&apos; von Clip-Set &apos;%2&apos; auf %3 existiert nicht (%4); er liefert keine Werte</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="358"/>
        <source>cannot read clip layer &apos;%1&apos; of clip set &apos;%2&apos; on %3: %4; it contributes no values</source>
        <translation>Clip-Layer &apos;%1&apos; von Clip-Set &apos;%2&apos; auf %3 ist nicht lesbar: %4; er liefert keine Werte</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="359"/>
        <source>manifest &apos;%1&apos; of clip set &apos;%2&apos; on %3 does not exist (%4); the set drives no attributes</source>
        <translation>Manifest &apos;%1&apos; von Clip-Set &apos;%2&apos; auf %3 existiert nicht (%4); das Set steuert keine Attribute</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="360"/>
        <source>cannot read manifest &apos;%1&apos; of clip set &apos;%2&apos; on %3: %4; the set drives no attributes</source>
        <translation>Manifest &apos;%1&apos; von Clip-Set &apos;%2&apos; auf %3 ist nicht lesbar: %4; das Set steuert keine Attribute</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="361"/>
        <source>%1 is not driven by a value-clip set</source>
        <translation>%1 wird von keinem Value-Clip-Set gesteuert</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="366"/>
        <source>the tolerance must be a finite number of at least 0, not %1</source>
        <translation>Die Toleranz muss eine endliche Zahl von mindestens 0 sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="367"/>
        <source>the smoothing window must be a positive number of frames, not %1</source>
        <translation>Das Glättungsfenster muss eine positive Anzahl von Frames sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="368"/>
        <source>the stride must be a positive number of frames, not %1</source>
        <translation>Der Abstand muss eine positive Anzahl von Frames sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="369"/>
        <source>keys %1 to %2 are not a range of keys of this curve</source>
        <translation>Die Keys %1 bis %2 sind kein Bereich von Keys dieser Kurve</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="370"/>
        <source>the curve needs at least %1 keys</source>
        <translation>Die Kurve braucht mindestens %1 Keys</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="371"/>
        <source>the time range %1 to %2 is not finite or runs backwards</source>
        <translation>Der Zeitbereich %1 bis %2 ist nicht endlich oder läuft rückwärts</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="379"/>
        <source>the time scale must be a finite number other than 0, not %1</source>
        <translation>Die Zeitskalierung muss eine endliche Zahl ungleich 0 sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="380"/>
        <source>the value scale must be a finite number, not %1</source>
        <translation>Die Wertskalierung muss eine endliche Zahl sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="381"/>
        <source>the pivot must be a finite time and value</source>
        <translation>Der Drehpunkt muss eine endliche Zeit und ein endlicher Wert sein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="382"/>
        <source>scaled key %1 would pass key %2: select the keys in between too, or turn on ripple</source>
        <translation>Der skalierte Key %1 würde Key %2 überholen: Wähle auch die Keys dazwischen aus oder schalte Ripple ein</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="383"/>
        <source>reversing needs neighbouring keys: key %1 lies between the selected keys but is not selected</source>
        <translation>Umkehren braucht benachbarte Keys: Key %1 liegt zwischen den ausgewählten Keys, ist aber nicht ausgewählt</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="384"/>
        <source>the slider factor must be a number from -1 to 1, not %1</source>
        <translation>der Faktor des Schiebereglers muss eine Zahl von -1 bis 1 sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="385"/>
        <source>select at least one key to use the slider on</source>
        <translation>Wähle mindestens einen Key für den Schieberegler aus</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="386"/>
        <source>the default value must be a finite number, not %1</source>
        <translation>der Standardwert muss eine endliche Zahl sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="387"/>
        <source>the ease sharpness must be a finite number of at least 1, not %1</source>
        <translation>die Schärfe des Ease muss eine endliche Zahl von mindestens 1 sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="388"/>
        <source>keys %1 to %2 have fewer than two keys before them, so there is no slope on that side to match</source>
        <translation>vor den Keys %1 bis %2 liegen weniger als zwei Keys, auf dieser Seite gibt es also keine Steigung zum Angleichen</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="389"/>
        <source>keys %1 to %2 have fewer than two keys after them, so there is no slope on that side to match</source>
        <translation>nach den Keys %1 bis %2 liegen weniger als zwei Keys, auf dieser Seite gibt es also keine Steigung zum Angleichen</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="390"/>
        <source>the slider would give key %1 a value that is not a finite number</source>
        <translation>der Schieberegler würde Key %1 einen Wert geben, der keine endliche Zahl ist</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="391"/>
        <source>a timeline&apos;s channels are its clips&apos; channels: add or remove them with their clip</source>
        <translation>die Kanäle einer Zeitleiste sind die Kanäle ihrer Clips: sie kommen und gehen mit ihrem Clip</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="392"/>
        <source>the document is not a timeline</source>
        <translation>das Dokument ist keine Zeitleiste</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="393"/>
        <source>the timeline is not as this step left it (edited since without recording)</source>
        <translation>die Zeitleiste ist nicht so, wie dieser Schritt sie hinterlassen hat (seitdem ohne Aufzeichnung bearbeitet)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="362"/>
        <source>the root layer has no clip set &apos;%1&apos; on %2</source>
        <translation>der Root-Layer hat kein Clip-Set &apos;%1&apos; auf %2</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="363"/>
        <source>the edit of clip set &apos;%1&apos; of %2 is refused: %3</source>
        <translation>die Änderung von Clip-Set &apos;%1&apos; von %2 wird abgelehnt: %3</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="364"/>
        <source>clip set &apos;%1&apos; of %2 is not as the change expects (edited since without recording)</source>
        <translation>Clip-Set &apos;%1&apos; von %2 ist nicht so, wie die Änderung es erwartet (seitdem ohne Aufzeichnung bearbeitet)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="405"/>
        <source>%1 is not a prim path (/Name/Child: letters, digits and underscores, not starting with a digit)</source>
        <translation>%1 ist kein Prim-Pfad (/Name/Kind: Buchstaben, Ziffern und Unterstriche, nicht mit einer Ziffer beginnend)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="406"/>
        <source>%1 is not an attribute name (letters, digits and underscores, namespaces separated by &apos;:&apos;)</source>
        <translation>%1 ist kein Attributname (Buchstaben, Ziffern und Unterstriche, Namensräume durch &apos;:&apos; getrennt)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="407"/>
        <source>enter a prim path, e.g. /Ball</source>
        <translation>einen Prim-Pfad eingeben, z. B. /Ball</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="408"/>
        <source>enter an attribute name, e.g. translateX</source>
        <translation>einen Attributnamen eingeben, z. B. translateX</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="409"/>
        <source>this new document already has %1, and a file holds either USD attributes (/Prim.attr) or .anim curves (node.attribute), not both</source>
        <translation>dieses neue Dokument hat schon %1, und eine Datei enthält entweder USD-Attribute (/Prim.attr) oder .anim-Kurven (Knoten.Attribut), nicht beides</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="410"/>
        <source>a new document can be saved as a USD layer (.usda, .usd) or a Maya anim file (.anim)</source>
        <translation>ein neues Dokument kann als USD-Layer (.usda, .usd) oder als Maya-anim-Datei (.anim) gespeichert werden</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="411"/>
        <source>%1 is a Maya curve (node.attribute), which a USD layer cannot hold: save as .anim</source>
        <translation>%1 ist eine Maya-Kurve (Knoten.Attribut), die ein USD-Layer nicht aufnehmen kann: als .anim speichern</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="412"/>
        <source>%1 is a USD attribute (/Prim.attr), which a .anim file cannot hold: save as .usda</source>
        <translation>%1 ist ein USD-Attribut (/Prim.attr), das eine .anim-Datei nicht aufnehmen kann: als .usda speichern</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="413"/>
        <source>only usda documents with spline attributes and Maya .anim documents with curves can be exported baked</source>
        <translation>nur usda-Dokumente mit Spline-Attributen und Maya-.anim-Dokumente mit Kurven können gebacken exportiert werden</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="415"/>
        <source>not an OpenTimelineIO timeline: the top object&apos;s OTIO_SCHEMA is &quot;%1&quot;, expected &quot;Timeline.1&quot;</source>
        <translation>keine OpenTimelineIO-Zeitleiste: das OTIO_SCHEMA des obersten Objekts ist &quot;%1&quot;, erwartet wird &quot;Timeline.1&quot;</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="416"/>
        <source>expected OTIO_SCHEMA &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>OTIO_SCHEMA &quot;%1&quot; erwartet, &quot;%2&quot; gefunden</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="417"/>
        <source>&quot;%1&quot; has no length: it needs a source_range, or a media reference with an available_range</source>
        <translation>&quot;%1&quot; hat keine Länge: es braucht einen source_range oder eine Medienreferenz mit einem available_range</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="418"/>
        <source>a time scalar of %1 plays backwards, which a placed clip cannot do (its speed must be &gt; 0)</source>
        <translation>ein Zeitfaktor von %1 spielt rückwärts, was ein platzierter Clip nicht kann (seine Geschwindigkeit muss &gt; 0 sein)</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="419"/>
        <source>compositions are nested more than %1 deep</source>
        <translation>Kompositionen sind mehr als %1 Ebenen tief verschachtelt</translation>
    </message>
    <message>
        <location filename="../core/base/MessageCatalog.cpp" line="420"/>
        <source>this item reaches %1 s on the timeline; Knotline reads OpenTimelineIO items only up to %2 s (about 3 years) from 0, where their times stay exact</source>
        <translation>dieses Element reicht bis %1 s auf der Zeitleiste; Knotline liest OpenTimelineIO-Elemente nur bis %2 s (etwa 3 Jahre) ab 0, wo ihre Zeiten exakt bleiben</translation>
    </message>
</context>
<context>
    <name>CurveDiffPanel</name>
    <message>
        <location filename="../widgets/analysis/CurveDiffPanel.cpp" line="30"/>
        <source>no value on one side</source>
        <translation>auf einer Seite kein Wert</translation>
    </message>
</context>
<context>
    <name>CurveKeyInsertion</name>
    <message>
        <location filename="../widgets/canvas/CurveKeyInsertion.cpp" line="41"/>
        <source>Insert Key</source>
        <translation>Keyframe einfügen</translation>
    </message>
</context>
<context>
    <name>CurveOperations</name>
    <message>
        <location filename="../app/edits/CurveOperations.cpp" line="41"/>
        <source>Set Pre-Extrapolation</source>
        <translation>Extrapolation davor setzen</translation>
    </message>
    <message>
        <location filename="../app/edits/CurveOperations.cpp" line="42"/>
        <source>Set Post-Extrapolation</source>
        <translation>Extrapolation danach setzen</translation>
    </message>
    <message>
        <location filename="../app/edits/CurveOperations.cpp" line="58"/>
        <source>Set Loop Boundary</source>
        <translation>Schleifengrenze setzen</translation>
    </message>
    <message>
        <location filename="../app/edits/CurveOperations.cpp" line="59"/>
        <source>Clear Loop Boundary</source>
        <translation>Schleifengrenze entfernen</translation>
    </message>
    <message>
        <location filename="../app/edits/CurveOperations.cpp" line="119"/>
        <source>Remove Inner Loop</source>
        <translation>Innere Schleife entfernen</translation>
    </message>
    <message>
        <location filename="../app/edits/CurveOperations.cpp" line="120"/>
        <source>Set Inner Loop</source>
        <translation>Innere Schleife setzen</translation>
    </message>
    <message>
        <location filename="../app/edits/CurveOperations.cpp" line="131"/>
        <source>Fix Regressive Tangents</source>
        <translation>Rückläufige Tangenten korrigieren</translation>
    </message>
</context>
<context>
    <name>DopeSheetScaleDrag</name>
    <message>
        <location filename="../widgets/dopesheet/DopeSheetScaleDrag.cpp" line="11"/>
        <source>Scale Keys</source>
        <translation>Keyframes skalieren</translation>
    </message>
</context>
<context>
    <name>EditNumber</name>
    <message>
        <location filename="../widgets/models/EditNumber.cpp" line="16"/>
        <source>&quot;%1&quot; is not a finite number.</source>
        <translation>„%1“ ist keine endliche Zahl.</translation>
    </message>
    <message>
        <location filename="../widgets/models/EditNumber.cpp" line="19"/>
        <source>&quot;%1&quot; is too large: times, values, slopes and widths must lie between -1e15 and 1e15.</source>
        <translation>„%1“ ist zu groß: Zeiten, Werte, Steigungen und Breiten müssen zwischen -1e15 und 1e15 liegen.</translation>
    </message>
</context>
<context>
    <name>EnumNames</name>
    <message>
        <location filename="../widgets/models/EnumNames.cpp" line="9"/>
        <location filename="../widgets/models/EnumNames.cpp" line="74"/>
        <source>Held</source>
        <translation>Gehalten</translation>
    </message>
    <message>
        <location filename="../widgets/models/EnumNames.cpp" line="11"/>
        <location filename="../widgets/models/EnumNames.cpp" line="35"/>
        <location filename="../widgets/models/EnumNames.cpp" line="76"/>
        <source>Linear</source>
        <translation>Linear</translation>
    </message>
    <message>
        <location filename="../widgets/models/EnumNames.cpp" line="13"/>
        <source>Curve</source>
        <translation>Kurve</translation>
    </message>
    <message>
        <location filename="../widgets/models/EnumNames.cpp" line="15"/>
        <location filename="../widgets/models/EnumNames.cpp" line="72"/>
        <source>Value block</source>
        <translation>Wertblock</translation>
    </message>
    <message>
        <location filename="../widgets/models/EnumNames.cpp" line="31"/>
        <source>Global</source>
        <translation>Global</translation>
    </message>
    <message>
        <location filename="../widgets/models/EnumNames.cpp" line="33"/>
        <source>Fixed</source>
        <translation>Fixiert</translation>
    </message>
    <message>
        <location filename="../widgets/models/EnumNames.cpp" line="37"/>
        <source>Flat</source>
        <translation>Flach</translation>
    </message>
    <message>
        <location filename="../widgets/models/EnumNames.cpp" line="39"/>
        <source>Spline</source>
        <translation>Spline</translation>
    </message>
    <message>
        <location filename="../widgets/models/EnumNames.cpp" line="41"/>
        <source>Stepped</source>
        <translation>Gestuft</translation>
    </message>
    <message>
        <location filename="../widgets/models/EnumNames.cpp" line="43"/>
        <source>Stepped next</source>
        <translation>Gestuft (nächster Wert)</translation>
    </message>
    <message>
        <location filename="../widgets/models/EnumNames.cpp" line="45"/>
        <source>Clamped</source>
        <translation>Begrenzt</translation>
    </message>
    <message>
        <location filename="../widgets/models/EnumNames.cpp" line="47"/>
        <source>Plateau</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <location filename="../widgets/models/EnumNames.cpp" line="49"/>
        <source>Auto</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <location filename="../widgets/models/EnumNames.cpp" line="51"/>
        <source>Auto mix</source>
        <translation>Auto-Mix</translation>
    </message>
    <message>
        <location filename="../widgets/models/EnumNames.cpp" line="53"/>
        <source>Auto ease</source>
        <translation>Auto-Ease</translation>
    </message>
    <message>
        <location filename="../widgets/models/EnumNames.cpp" line="78"/>
        <source>Sloped</source>
        <translation>Mit Steigung</translation>
    </message>
    <message>
        <location filename="../widgets/models/EnumNames.cpp" line="80"/>
        <source>Loop repeat</source>
        <translation>Schleife wiederholen</translation>
    </message>
    <message>
        <location filename="../widgets/models/EnumNames.cpp" line="82"/>
        <source>Loop reset</source>
        <translation>Schleife zurücksetzen</translation>
    </message>
    <message>
        <location filename="../widgets/models/EnumNames.cpp" line="84"/>
        <source>Loop oscillate</source>
        <translation>Schleife pendeln</translation>
    </message>
    <message>
        <location filename="../widgets/models/EnumNames.cpp" line="93"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location filename="../widgets/models/EnumNames.cpp" line="95"/>
        <source>Contain</source>
        <translation>Eingrenzen</translation>
    </message>
    <message>
        <location filename="../widgets/models/EnumNames.cpp" line="97"/>
        <source>Keep ratio</source>
        <translation>Verhältnis beibehalten</translation>
    </message>
    <message>
        <location filename="../widgets/models/EnumNames.cpp" line="99"/>
        <source>Keep start</source>
        <translation>Anfang beibehalten</translation>
    </message>
    <message>
        <location filename="../widgets/models/EnumNames.cpp" line="101"/>
        <source>Limit active</source>
        <translation>Aktive Seite begrenzen</translation>
    </message>
    <message>
        <location filename="../widgets/models/EnumNames.cpp" line="103"/>
        <source>Limit opposite</source>
        <translation>Gegenseite begrenzen</translation>
    </message>
</context>
<context>
    <name>ExtrapolationBoundaryCanvasDrag</name>
    <message>
        <location filename="../widgets/canvas/ExtrapolationBoundaryCanvasDrag.cpp" line="11"/>
        <source>Move Pre-Extrapolation Loop Boundary</source>
        <translation>Schleifengrenze der Extrapolation davor verschieben</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/ExtrapolationBoundaryCanvasDrag.cpp" line="12"/>
        <source>Move Post-Extrapolation Loop Boundary</source>
        <translation>Schleifengrenze der Extrapolation danach verschieben</translation>
    </message>
</context>
<context>
    <name>FilterOperations</name>
    <message>
        <location filename="../app/edits/FilterOperations.cpp" line="302"/>
        <source>Scale Keys</source>
        <translation>Keys skalieren</translation>
    </message>
</context>
<context>
    <name>GhostKeyCanvasDrag</name>
    <message>
        <location filename="../widgets/canvas/GhostKeyCanvasDrag.cpp" line="14"/>
        <source>Move Key Through Copy</source>
        <translation>Keyframe über Kopie verschieben</translation>
    </message>
</context>
<context>
    <name>GhostKeys</name>
    <message>
        <location filename="../widgets/canvas/GhostKeys.cpp" line="136"/>
        <source>%1: copy of key %2 in inner-loop iteration %3 at frame %4 (drag to edit the key)</source>
        <translation>%1: Kopie von Keyframe %2 in Durchlauf %3 der inneren Schleife bei Frame %4 (ziehen, um den Keyframe zu bearbeiten)</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/GhostKeys.cpp" line="141"/>
        <source>%1: copy of key %2 in loop %3 before the keys, at frame %4 (drag to edit the key)</source>
        <translation>%1: Kopie von Keyframe %2 in Durchlauf %3 vor den Keyframes, bei Frame %4 (ziehen, um den Keyframe zu bearbeiten)</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/GhostKeys.cpp" line="148"/>
        <source>%1: copy of key %2 in loop %3 after the keys, at frame %4 (drag to edit the key)</source>
        <translation>%1: Kopie von Keyframe %2 in Durchlauf %3 nach den Keyframes, bei Frame %4 (ziehen, um den Keyframe zu bearbeiten)</translation>
    </message>
</context>
<context>
    <name>KeyClipboard</name>
    <message>
        <location filename="../app/edits/KeyClipboard.cpp" line="112"/>
        <source>Paste Keys</source>
        <translation>Keyframes einfügen</translation>
    </message>
</context>
<context>
    <name>KeyOperations</name>
    <message>
        <location filename="../app/edits/KeyOperations.cpp" line="61"/>
        <source>Set Key</source>
        <translation>Keyframe setzen</translation>
    </message>
    <message>
        <location filename="../app/edits/KeyOperations.cpp" line="81"/>
        <source>Insert Breakdown Key</source>
        <translation>Breakdown-Keyframe einfügen</translation>
    </message>
    <message>
        <location filename="../app/edits/KeyOperations.cpp" line="96"/>
        <source>Mark as Breakdown</source>
        <translation>Als Breakdown markieren</translation>
    </message>
    <message>
        <location filename="../app/edits/KeyOperations.cpp" line="96"/>
        <source>Unmark Breakdown</source>
        <translation>Breakdown-Markierung entfernen</translation>
    </message>
    <message>
        <location filename="../app/edits/KeyOperations.cpp" line="113"/>
        <source>Set In Tangent Type: %1</source>
        <translation>Eingangstangententyp setzen: %1</translation>
    </message>
    <message>
        <location filename="../app/edits/KeyOperations.cpp" line="114"/>
        <source>Set Out Tangent Type: %1</source>
        <translation>Ausgangstangententyp setzen: %1</translation>
    </message>
    <message>
        <location filename="../app/edits/KeyOperations.cpp" line="115"/>
        <source>Set Tangent Type: %1</source>
        <translation>Tangententyp setzen: %1</translation>
    </message>
    <message>
        <location filename="../app/edits/KeyOperations.cpp" line="133"/>
        <source>Set Interpolation: %1</source>
        <translation>Interpolation setzen: %1</translation>
    </message>
    <message>
        <location filename="../app/edits/KeyOperations.cpp" line="152"/>
        <source>Make Dual-Valued</source>
        <translation>Doppelwertig machen</translation>
    </message>
    <message>
        <location filename="../app/edits/KeyOperations.cpp" line="152"/>
        <source>Make Single-Valued</source>
        <translation>Einwertig machen</translation>
    </message>
    <message>
        <location filename="../app/edits/KeyOperations.cpp" line="180"/>
        <source>Delete Keys</source>
        <translation>Keyframes löschen</translation>
    </message>
</context>
<context>
    <name>KeySliders</name>
    <message>
        <location filename="../widgets/canvas/KeySliderOpNames.cpp" line="27"/>
        <source>&amp;Tween</source>
        <translation>&amp;Zwischenwert</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/KeySliderOpNames.cpp" line="28"/>
        <source>Blend to &amp;Neighbour</source>
        <translation>Zum &amp;Nachbarn überblenden</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/KeySliderOpNames.cpp" line="29"/>
        <source>Blend to &amp;Default</source>
        <translation>Zum &amp;Standardwert überblenden</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/KeySliderOpNames.cpp" line="30"/>
        <source>&amp;Push/Pull</source>
        <translation>&amp;Verstärken/Abschwächen</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/KeySliderOpNames.cpp" line="31"/>
        <source>&amp;Ease</source>
        <translation>&amp;Ease</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/KeySliderOpNames.cpp" line="32"/>
        <source>Blend to Ea&amp;se</source>
        <translation>Zum Ease überblen&amp;den</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/KeySliderOpNames.cpp" line="33"/>
        <source>Blend &amp;Offset</source>
        <translation>Versatz über&amp;blenden</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/KeySliderOpNames.cpp" line="34"/>
        <source>Scale &amp;Average</source>
        <translation>Um den &amp;Mittelwert skalieren</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/KeySliderOpNames.cpp" line="35"/>
        <source>Scale &amp;from Neighbour</source>
        <translation>Vom Nachbarn &amp;aus skalieren</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/KeySliderOpNames.cpp" line="36"/>
        <source>S&amp;hear</source>
        <translation>Sc&amp;heren</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/KeySliderOpNames.cpp" line="37"/>
        <source>T&amp;ime Offset</source>
        <translation>Zeitversa&amp;tz</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/KeySliderOpNames.cpp" line="38"/>
        <source>&amp;Match Slope</source>
        <translation>Stei&amp;gung angleichen</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/KeySliderOpNames.cpp" line="66"/>
        <source>A breakdown between the neighbouring keys: −100 % the previous key&apos;s value, +100 % the next one&apos;s</source>
        <translation>Ein Zwischenwert zwischen den benachbarten Keyframes: −100 % der Wert des vorigen, +100 % der des nächsten</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/KeySliderOpNames.cpp" line="68"/>
        <source>Move the keys toward the previous (−) or next (+) key&apos;s value</source>
        <translation>Die Keyframes zum Wert des vorigen (−) oder nächsten (+) Keyframes bewegen</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/KeySliderOpNames.cpp" line="70"/>
        <source>Move the keys toward (+) or away from (−) the default value</source>
        <translation>Die Keyframes zum Standardwert hin (+) oder von ihm weg (−) bewegen</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/KeySliderOpNames.cpp" line="72"/>
        <source>Exaggerate (+) or flatten (−) the keys against the line between their neighbours</source>
        <translation>Die Keyframes gegenüber der Linie zwischen ihren Nachbarn verstärken (+) oder abflachen (−)</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/KeySliderOpNames.cpp" line="74"/>
        <source>Replace the keys by an ease between their neighbours: − eases in, + eases out</source>
        <translation>Die Keyframes durch ein Ease zwischen ihren Nachbarn ersetzen: − langsam hinein, + langsam heraus</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/KeySliderOpNames.cpp" line="76"/>
        <source>Blend the keys from where they are toward an ease in (−) or an ease out (+) between their neighbours</source>
        <translation>Die Keyframes von ihrer Lage aus zu einem Ease zwischen ihren Nachbarn überblenden: − langsam hinein, + langsam heraus</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/KeySliderOpNames.cpp" line="78"/>
        <source>Move the keys together, keeping their shape, toward the previous (−) or next (+) key</source>
        <translation>Die Keyframes gemeinsam, mit ihrer Form, zum vorigen (−) oder nächsten (+) Keyframe bewegen</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/KeySliderOpNames.cpp" line="80"/>
        <source>Scale the keys about their average: − flattens, + exaggerates</source>
        <translation>Die Keyframes um ihren Mittelwert skalieren: − flacht ab, + verstärkt</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/KeySliderOpNames.cpp" line="82"/>
        <source>Scale the keys away from the previous (−) or next (+) key&apos;s value</source>
        <translation>Die Keyframes vom Wert des vorigen (−) oder nächsten (+) Keyframes weg skalieren</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/KeySliderOpNames.cpp" line="84"/>
        <source>Tilt the keys along the neighbours&apos; slope, anchored at the previous (+) or next (−) key</source>
        <translation>Die Keyframes entlang der Steigung der Nachbarn neigen, verankert am vorigen (+) oder nächsten (−) Keyframe</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/KeySliderOpNames.cpp" line="86"/>
        <source>Give each key the curve&apos;s value from earlier (−) or later (+) in the range; the keys keep their times</source>
        <translation>Jedem Keyframe den Kurvenwert von früher (−) oder später (+) im Bereich geben; die Keyframes behalten ihre Zeiten</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/KeySliderOpNames.cpp" line="88"/>
        <source>Blend the keys onto the slope beyond the previous (−) or next (+) key</source>
        <translation>Die Keyframes auf die Steigung jenseits des vorigen (−) oder nächsten (+) Keyframes überblenden</translation>
    </message>
</context>
<context>
    <name>KnotsCanvasDrag</name>
    <message>
        <location filename="../widgets/canvas/KnotsCanvasDrag.h" line="35"/>
        <source>Move Keys</source>
        <translation>Keyframes verschieben</translation>
    </message>
</context>
<context>
    <name>LoopBoundaryCanvasDrag</name>
    <message>
        <location filename="../widgets/canvas/LoopBoundaryCanvasDrag.cpp" line="10"/>
        <source>Move Loop Boundary</source>
        <translation>Schleifengrenze verschieben</translation>
    </message>
</context>
<context>
    <name>PlacementClipTime</name>
    <message>
        <location filename="../core/timeline/PlacementClipTime.cpp" line="98"/>
        <source>(unnamed clip)</source>
        <translation>(unbenannter Clip)</translation>
    </message>
    <message>
        <location filename="../core/timeline/PlacementClipTime.cpp" line="103"/>
        <source>Track %1</source>
        <translation>Spur %1</translation>
    </message>
    <message>
        <location filename="../core/timeline/PlacementClipTime.cpp" line="104"/>
        <source>%1 on %2, %3 s – %4 s</source>
        <translation>%1 auf %2, %3 s – %4 s</translation>
    </message>
</context>
<context>
    <name>PlacementMarks</name>
    <message>
        <location filename="../widgets/canvas/PlacementMarks.cpp" line="84"/>
        <source>clip end — ping-pong, plays %1 cycles</source>
        <translation>Clip-Ende — Ping-Pong, spielt %1 Zyklen</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/PlacementMarks.cpp" line="85"/>
        <source>clip end — loops, plays %1 cycles</source>
        <translation>Clip-Ende — wiederholt sich, spielt %1 Zyklen</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/PlacementMarks.cpp" line="88"/>
        <source>window end</source>
        <translation>Fensterende</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/PlacementMarks.cpp" line="90"/>
        <source>clip end — held to the window&apos;s end</source>
        <translation>Clip-Ende — gehalten bis zum Fensterende</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/PlacementMarks.cpp" line="90"/>
        <source>clip end</source>
        <translation>Clip-Ende</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/PlacementMarks.cpp" line="100"/>
        <source>%1 → %2 s</source>
        <translation>%1 → %2 s</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/PlacementMarks.cpp" line="120"/>
        <source>start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/PlacementMarks.cpp" line="128"/>
        <source>end — held after</source>
        <translation>Ende — danach gehalten</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/PlacementMarks.cpp" line="267"/>
        <source>pose</source>
        <translation>Pose</translation>
    </message>
</context>
<context>
    <name>PlacementToolTip</name>
    <message>
        <location filename="../widgets/timeline/PlacementToolTip.cpp" line="15"/>
        <source>(unnamed clip)</source>
        <translation>(unbenannter Clip)</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementToolTip.cpp" line="19"/>
        <source>plays once</source>
        <translation>spielt einmal</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementToolTip.cpp" line="22"/>
        <source>loops</source>
        <translation>wiederholt sich</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementToolTip.cpp" line="25"/>
        <source>ping-pong</source>
        <translation>Ping-Pong</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementToolTip.cpp" line="28"/>
        <source>%1 s – %2 s on the timeline, speed %3, %4</source>
        <translation>%1 s – %2 s auf der Zeitleiste, Geschwindigkeit %3, %4</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementToolTip.cpp" line="30"/>
        <source>trimmed: its first %1 s are hidden (clip time 0 at %2 s)</source>
        <translation>beschnitten: seine ersten %1 s sind verborgen (Clipzeit 0 bei %2 s)</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementToolTip.cpp" line="33"/>
        <source>disabled: it plays nothing</source>
        <translation>deaktiviert: er spielt nichts ab</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/timeline/PlacementToolTip.cpp" line="35"/>
        <source>%n placement(s) play this clip: editing its channels changes all of them</source>
        <translation>
            <numerusform>%n Platzierung spielt diesen Clip: eine Änderung seiner Kanäle ändert sie</numerusform>
            <numerusform>%n Platzierungen spielen diesen Clip: eine Änderung seiner Kanäle ändert alle</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PreValueCanvasDrag</name>
    <message>
        <location filename="../widgets/canvas/PreValueCanvasDrag.cpp" line="10"/>
        <source>Drag Pre-Value</source>
        <translation>Vorwert ziehen</translation>
    </message>
</context>
<context>
    <name>RegionScaleCanvasDrag</name>
    <message>
        <location filename="../widgets/canvas/RegionScaleCanvasDrag.cpp" line="12"/>
        <source>Scale Keys</source>
        <translation>Keyframes skalieren</translation>
    </message>
</context>
<context>
    <name>RegressionFixPreview</name>
    <message>
        <location filename="../widgets/canvas/RegressionFixPreview.cpp" line="49"/>
        <source>Fix All Regressive Segments of This Curve With</source>
        <translation>Alle rückläufigen Segmente dieser Kurve korrigieren mit</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/RegressionFixPreview.cpp" line="56"/>
        <source>Contain</source>
        <translation>Eingrenzen</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/RegressionFixPreview.cpp" line="57"/>
        <source>Keep Ratio</source>
        <translation>Verhältnis beibehalten</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/RegressionFixPreview.cpp" line="58"/>
        <source>Keep Start</source>
        <translation>Anfang beibehalten</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/RegressionFixPreview.cpp" line="65"/>
        <source>Fix Regressive Segments (%1)</source>
        <translation>Rückläufige Segmente korrigieren (%1)</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/canvas/RegressionFixPreview.cpp" line="47"/>
        <source>Fix All Regressive Segments of the %n Selected Curves With</source>
        <translation>
            <numerusform>Alle regressiven Segmente der %n ausgewählten Kurve beheben mit</numerusform>
            <numerusform>Alle regressiven Segmente der %n ausgewählten Kurven beheben mit</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SampleConversion</name>
    <message>
        <location filename="../app/edits/SampleConversion.cpp" line="37"/>
        <source>Convert Time Samples to Spline</source>
        <translation>Zeitsamples in Spline umwandeln</translation>
    </message>
</context>
<context>
    <name>SelectedKeyEdits</name>
    <message>
        <location filename="../widgets/stats/SelectedKeyEdits.cpp" line="91"/>
        <source>Set Key Times</source>
        <translation>Keyframe-Zeiten setzen</translation>
    </message>
    <message>
        <location filename="../widgets/stats/SelectedKeyEdits.cpp" line="119"/>
        <source>Set Key Values</source>
        <translation>Keyframe-Werte setzen</translation>
    </message>
</context>
<context>
    <name>SessionEdits</name>
    <message>
        <location filename="../app/edits/SessionEdits.cpp" line="35"/>
        <source>%1 channels</source>
        <translation>%1 Kanälen</translation>
    </message>
    <message>
        <location filename="../app/edits/SessionEdits.cpp" line="36"/>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/session/EditStepText.cpp" line="9"/>
        <source>%1 on %n key(s)</source>
        <translation>
            <numerusform>%1 auf %n Key</numerusform>
            <numerusform>%1 auf %n Keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/session/EditStepText.cpp" line="12"/>
        <source>%1 of %n curve(s)</source>
        <translation>
            <numerusform>%1 von %n Kurve</numerusform>
            <numerusform>%1 von %n Kurven</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SplineFeatureNotes</name>
    <message numerus="yes">
        <location filename="../widgets/models/SplineFeatureNotes.cpp" line="22"/>
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und %n weiterer</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/SplineFeatureNotes.cpp" line="30"/>
        <source>%1 (slope %2 per frame)</source>
        <translation>%1 (Steigung %2 pro Frame)</translation>
    </message>
    <message>
        <location filename="../widgets/models/SplineFeatureNotes.cpp" line="32"/>
        <source>%1 of the keys up to frame %2 (loop boundary)</source>
        <translation>%1 der Keys bis Frame %2 (Schleifengrenze)</translation>
    </message>
    <message>
        <location filename="../widgets/models/SplineFeatureNotes.cpp" line="33"/>
        <source>%1 of the keys from frame %2 on (loop boundary)</source>
        <translation>%1 der Keys ab Frame %2 (Schleifengrenze)</translation>
    </message>
    <message>
        <location filename="../widgets/models/SplineFeatureNotes.cpp" line="34"/>
        <source>Before the first key: %1</source>
        <translation>Vor dem ersten Key: %1</translation>
    </message>
    <message>
        <location filename="../widgets/models/SplineFeatureNotes.cpp" line="35"/>
        <source>After the last key: %1</source>
        <translation>Nach dem letzten Key: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/SplineFeatureNotes.cpp" line="44"/>
        <source>%n key(s), %1</source>
        <translation>
            <numerusform>%n Key, %1</numerusform>
            <numerusform>%n Keys, %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/SplineFeatureNotes.cpp" line="45"/>
        <source>Bezier</source>
        <translation>Bézier</translation>
    </message>
    <message>
        <location filename="../widgets/models/SplineFeatureNotes.cpp" line="45"/>
        <source>Hermite</source>
        <translation>Hermite</translation>
    </message>
    <message>
        <location filename="../widgets/models/SplineFeatureNotes.cpp" line="48"/>
        <source>Inner loop: frames %1 to %2, played %3 more before and %4 more after itself, each copy offset by %5</source>
        <translation>Innere Schleife: Frames %1 bis %2, %3-mal davor und %4-mal danach wiederholt, jede Kopie um %5 versetzt</translation>
    </message>
    <message>
        <location filename="../widgets/models/SplineFeatureNotes.cpp" line="64"/>
        <source>frame %1 (from %2 to %3)</source>
        <translation>Frame %1 (von %2 auf %3)</translation>
    </message>
    <message>
        <location filename="../widgets/models/SplineFeatureNotes.cpp" line="67"/>
        <location filename="../widgets/models/SplineFeatureNotes.cpp" line="76"/>
        <source>frames %1 to %2</source>
        <translation>Frames %1 bis %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/SplineFeatureNotes.cpp" line="70"/>
        <source>Dual-valued key(s), jumping at %1</source>
        <translation>
            <numerusform>Zweiwertiger Key, springt bei %1</numerusform>
            <numerusform>Zweiwertige Keys, springen bei %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/SplineFeatureNotes.cpp" line="72"/>
        <source>No value (value block): %1</source>
        <translation>Kein Wert (Value Block): %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/SplineFeatureNotes.cpp" line="78"/>
        <source>Regressive segment(s), the curve running backwards in time: %1</source>
        <translation>
            <numerusform>Rückläufiges Segment, die Kurve läuft in der Zeit rückwärts: %1</numerusform>
            <numerusform>Rückläufige Segmente, die Kurve läuft in der Zeit rückwärts: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TangentCanvasDrag</name>
    <message>
        <location filename="../widgets/canvas/TangentCanvasDrag.cpp" line="10"/>
        <source>Drag Tangent</source>
        <translation>Tangente ziehen</translation>
    </message>
</context>
<context>
    <name>TangentOperations</name>
    <message>
        <location filename="../app/edits/TangentOperations.cpp" line="44"/>
        <source>Break Tangents</source>
        <translation>Tangenten brechen</translation>
    </message>
    <message>
        <location filename="../app/edits/TangentOperations.cpp" line="44"/>
        <source>Lock Tangents</source>
        <translation>Tangenten sperren</translation>
    </message>
    <message>
        <location filename="../app/edits/TangentOperations.cpp" line="55"/>
        <source>Unify Tangents</source>
        <translation>Tangenten vereinen</translation>
    </message>
    <message>
        <location filename="../app/edits/TangentOperations.cpp" line="69"/>
        <source>Weighted Tangents</source>
        <translation>Gewichtete Tangenten</translation>
    </message>
    <message>
        <location filename="../app/edits/TangentOperations.cpp" line="69"/>
        <source>Non-Weighted Tangents</source>
        <translation>Ungewichtete Tangenten</translation>
    </message>
    <message>
        <location filename="../app/edits/TangentOperations.cpp" line="79"/>
        <source>Lock Tangent Weights</source>
        <translation>Tangentengewichte sperren</translation>
    </message>
    <message>
        <location filename="../app/edits/TangentOperations.cpp" line="79"/>
        <source>Free Tangent Weights</source>
        <translation>Tangentengewichte freigeben</translation>
    </message>
</context>
<context>
    <name>TimelineDrag</name>
    <message>
        <location filename="../core/timeline/TimelineDragSession.cpp" line="217"/>
        <source>Move Clips</source>
        <translation>Clips verschieben</translation>
    </message>
    <message>
        <location filename="../core/timeline/TimelineDragSession.cpp" line="221"/>
        <source>Trim Clip</source>
        <translation>Clip trimmen</translation>
    </message>
    <message>
        <location filename="../core/timeline/TimelineDragSession.cpp" line="225"/>
        <source>Change Clip Speed</source>
        <translation>Clip-Geschwindigkeit ändern</translation>
    </message>
    <message>
        <location filename="../core/timeline/TimelineDragSession.cpp" line="229"/>
        <source>Ripple Trim Clip</source>
        <translation>Clip mit Nachrücken beschneiden</translation>
    </message>
    <message>
        <location filename="../core/timeline/TimelineDragSession.cpp" line="232"/>
        <source>Roll Cut</source>
        <translation>Schnitt rollen</translation>
    </message>
    <message>
        <location filename="../core/timeline/TimelineDragSession.cpp" line="235"/>
        <source>Slip Clip</source>
        <translation>Clipinhalt verschieben</translation>
    </message>
    <message>
        <location filename="../core/timeline/TimelineDragSession.cpp" line="238"/>
        <source>Slide Clip</source>
        <translation>Clip gleiten lassen</translation>
    </message>
    <message>
        <location filename="../core/timeline/TimelineDragSession.cpp" line="242"/>
        <source>Change Blend</source>
        <translation>Überblendung ändern</translation>
    </message>
    <message>
        <location filename="../core/timeline/TimelineDragSession.cpp" line="245"/>
        <source>Move Sync Point</source>
        <translation>Sync-Punkt verschieben</translation>
    </message>
</context>
<context>
    <name>TimelineEditTool</name>
    <message>
        <location filename="../widgets/timeline/TimelineEditTool.cpp" line="70"/>
        <source>Select Tool</source>
        <translation>Auswahlwerkzeug</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelineEditTool.cpp" line="72"/>
        <source>Ripple Tool</source>
        <translation>Verschiebe-Schnittwerkzeug</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelineEditTool.cpp" line="74"/>
        <source>Roll Tool</source>
        <translation>Rollwerkzeug</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelineEditTool.cpp" line="76"/>
        <source>Slip Tool</source>
        <translation>Inhalt-verschieben-Werkzeug</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelineEditTool.cpp" line="78"/>
        <source>Slide Tool</source>
        <translation>Gleitwerkzeug</translation>
    </message>
</context>
<context>
    <name>TimelineEdits</name>
    <message>
        <location filename="../core/timeline/TimelineEditSupport.cpp" line="15"/>
        <source>There is no such placed clip.</source>
        <translation>Diesen platzierten Clip gibt es nicht.</translation>
    </message>
    <message>
        <location filename="../core/timeline/TimelineEditSupport.cpp" line="22"/>
        <source>No placed clip is selected.</source>
        <translation>Kein platzierter Clip ist ausgewählt.</translation>
    </message>
    <message>
        <location filename="../core/timeline/TimelineEditSupport.cpp" line="44"/>
        <source>The start of a placed clip with sync requests is set by its warp; clear the requests to trim it.</source>
        <translation>Den Anfang eines platzierten Clips mit Sync-Anforderungen bestimmt seine Verzerrung; entfernen Sie die Anforderungen, um ihn zu trimmen.</translation>
    </message>
    <message>
        <location filename="../core/timeline/TimelineEdits.cpp" line="28"/>
        <location filename="../core/timeline/TimelineEdits.cpp" line="57"/>
        <location filename="../core/timeline/TimelineEdits.cpp" line="159"/>
        <location filename="../core/timeline/EditorialEdits.cpp" line="25"/>
        <location filename="../core/timeline/TimelineDragSession.cpp" line="47"/>
        <location filename="../core/timeline/TimelineDragSession.cpp" line="129"/>
        <source>The time is not a finite number.</source>
        <translation>Die Zeit ist keine endliche Zahl.</translation>
    </message>
    <message>
        <location filename="../core/timeline/TimelineEdits.cpp" line="61"/>
        <source>There is no track to move the clip to.</source>
        <translation>Es gibt keine Spur, in die der Clip verschoben werden kann.</translation>
    </message>
    <message>
        <location filename="../core/timeline/TimelineEdits.cpp" line="92"/>
        <location filename="../core/timeline/TimelineEdits.cpp" line="118"/>
        <location filename="../core/timeline/EditorialEdits.cpp" line="332"/>
        <source>The end must stay after the start.</source>
        <translation>Das Ende muss nach dem Anfang bleiben.</translation>
    </message>
    <message>
        <location filename="../core/timeline/TimelineEdits.cpp" line="104"/>
        <location filename="../core/timeline/TimelineEdits.cpp" line="140"/>
        <location filename="../core/timeline/EditorialEdits.cpp" line="305"/>
        <location filename="../core/timeline/EditorialEdits.cpp" line="320"/>
        <source>The start must stay before the end.</source>
        <translation>Der Anfang muss vor dem Ende bleiben.</translation>
    </message>
    <message>
        <location filename="../core/timeline/TimelineEdits.cpp" line="122"/>
        <location filename="../core/timeline/EditorialEdits.cpp" line="281"/>
        <source>The speed must be a finite number greater than 0.</source>
        <translation>Die Geschwindigkeit muss eine endliche Zahl größer als 0 sein.</translation>
    </message>
    <message>
        <location filename="../core/timeline/TimelineEdits.cpp" line="248"/>
        <source>A placed clip with sync requests cannot be split.</source>
        <translation>Ein platzierter Clip mit Sync-Anforderungen kann nicht geteilt werden.</translation>
    </message>
    <message>
        <location filename="../core/timeline/TimelineEdits.cpp" line="260"/>
        <source>No selected clip plays at the current time.</source>
        <translation>Kein ausgewählter Clip spielt zur aktuellen Zeit.</translation>
    </message>
    <message>
        <location filename="../core/timeline/TimelineEdits.cpp" line="311"/>
        <source>The selected clips are not shared.</source>
        <translation>Die ausgewählten Clips werden nicht gemeinsam genutzt.</translation>
    </message>
    <message>
        <location filename="../core/timeline/TimelineEdits.cpp" line="337"/>
        <location filename="../core/timeline/TimelineEdits.cpp" line="350"/>
        <location filename="../core/timeline/TimelineEdits.cpp" line="361"/>
        <location filename="../core/timeline/TimelineEdits.cpp" line="376"/>
        <source>There is no such track.</source>
        <translation>Diese Spur gibt es nicht.</translation>
    </message>
    <message>
        <location filename="../core/timeline/TimelineEdits.cpp" line="390"/>
        <source>A track needs a name.</source>
        <translation>Eine Spur braucht einen Namen.</translation>
    </message>
    <message>
        <location filename="../core/timeline/TimelineEdits.cpp" line="397"/>
        <source>A track&apos;s weight is a number from 0 to 1.</source>
        <translation>Das Gewicht einer Spur ist eine Zahl von 0 bis 1.</translation>
    </message>
    <message>
        <location filename="../core/timeline/TimelineEdits.cpp" line="430"/>
        <source>The selected clips are enabled already.</source>
        <translation>Die ausgewählten Clips sind schon aktiviert.</translation>
    </message>
    <message>
        <location filename="../core/timeline/TimelineEdits.cpp" line="431"/>
        <source>The selected clips are disabled already.</source>
        <translation>Die ausgewählten Clips sind schon deaktiviert.</translation>
    </message>
    <message>
        <location filename="../core/timeline/EditorialEdits.cpp" line="135"/>
        <source>A placed clip with sync requests cannot be slipped.</source>
        <translation>Der Inhalt eines platzierten Clips mit Sync-Anforderungen kann nicht verschoben werden.</translation>
    </message>
    <message>
        <location filename="../core/timeline/EditorialEdits.cpp" line="258"/>
        <location filename="../core/timeline/TimelineDragSession.cpp" line="51"/>
        <source>There is no clip after this one to roll the cut with.</source>
        <translation>Nach diesem Clip gibt es keinen, mit dem der Schnitt gerollt werden kann.</translation>
    </message>
    <message>
        <location filename="../core/timeline/EditorialEdits.cpp" line="266"/>
        <source>The cut cannot move there.</source>
        <translation>Der Schnitt kann nicht dorthin.</translation>
    </message>
    <message>
        <location filename="../core/timeline/EditorialEdits.cpp" line="303"/>
        <source>A clip cannot start before its first frame; slip or move it instead.</source>
        <translation>Ein Clip kann nicht vor seinem ersten Frame beginnen; verschieben Sie stattdessen seinen Inhalt oder ihn selbst.</translation>
    </message>
    <message>
        <location filename="../core/timeline/EditorialEdits.cpp" line="315"/>
        <source>The trim in is a number of seconds, 0 or more.</source>
        <translation>Der Anfangsschnitt ist eine Zahl von Sekunden, 0 oder mehr.</translation>
    </message>
    <message>
        <location filename="../core/timeline/EditorialEdits.cpp" line="329"/>
        <source>The window is a number of clip seconds greater than 0.</source>
        <translation>Das Fenster ist eine Zahl von Clipsekunden größer als 0.</translation>
    </message>
    <message>
        <location filename="../core/timeline/TimelineDragSession.cpp" line="49"/>
        <source>The track is locked.</source>
        <translation>Die Spur ist gesperrt.</translation>
    </message>
</context>
<context>
    <name>TimelinePainter</name>
    <message>
        <location filename="../widgets/timeline/TimelinePainter.cpp" line="92"/>
        <source>M</source>
        <extracomment>The mute toggle of a track header (one letter).</extracomment>
        <translation>M</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelinePainter.cpp" line="94"/>
        <source>S</source>
        <extracomment>The solo toggle of a track header (one letter).</extracomment>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelinePainter.cpp" line="96"/>
        <source>L</source>
        <extracomment>The lock toggle of a track header (one letter).</extracomment>
        <translation>L</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelinePainter.cpp" line="109"/>
        <source>Add</source>
        <extracomment>The switch of a track header for an additive track (three letters at most).</extracomment>
        <translation>Add</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelinePainter.cpp" line="111"/>
        <source>Rep</source>
        <extracomment>The switch of a track header for a replace track (three letters at most).</extracomment>
        <translation>Ers</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelinePainter.cpp" line="411"/>
        <source>Track %1</source>
        <translation>Spur %1</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelinePainter.cpp" line="416"/>
        <source>(unnamed clip)</source>
        <translation>(unbenannter Clip)</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelinePainter.cpp" line="419"/>
        <source>missing: %1</source>
        <extracomment>A bar playing a clip without animation (a placeholder of an OpenTimelineIO cut).</extracomment>
        <translation>fehlt: %1</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelinePainter.cpp" line="423"/>
        <source>%1 (×%2)</source>
        <extracomment>A clip&apos;s name and how many placements play the shared clip.</extracomment>
        <translation>%1 (×%2)</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelinePainter.cpp" line="488"/>
        <source>This timeline has no tracks.</source>
        <translation>Diese Zeitleiste hat keine Spuren.</translation>
    </message>
</context>
<context>
    <name>knotline::AddCurveDialog</name>
    <message>
        <location filename="../app/dialogs/AddCurveDialog.cpp" line="58"/>
        <source>Add Curve</source>
        <translation>Kurve hinzufügen</translation>
    </message>
    <message>
        <location filename="../app/dialogs/AddCurveDialog.cpp" line="60"/>
        <source>USD attribute (/Prim.attribute)</source>
        <translation>USD-Attribut (/Prim.Attribut)</translation>
    </message>
    <message>
        <location filename="../app/dialogs/AddCurveDialog.cpp" line="61"/>
        <source>Maya anim curve (node.attribute)</source>
        <translation>Maya-anim-Kurve (Knoten.Attribut)</translation>
    </message>
    <message>
        <location filename="../app/dialogs/AddCurveDialog.cpp" line="74"/>
        <source>&amp;Prim path:</source>
        <translation>&amp;Prim-Pfad:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/AddCurveDialog.cpp" line="75"/>
        <source>&amp;Attribute:</source>
        <translation>&amp;Attribut:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/AddCurveDialog.cpp" line="76"/>
        <source>&amp;Value type:</source>
        <translation>&amp;Werttyp:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/AddCurveDialog.cpp" line="79"/>
        <source>&amp;Node.attribute:</source>
        <translation>&amp;Knoten.Attribut:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/AddCurveDialog.cpp" line="86"/>
        <source>&amp;Kind:</source>
        <translation>A&amp;rt:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/AddCurveDialog.cpp" line="161"/>
        <source>A new, empty curve: add keys with Key ▸ Set Key (S).</source>
        <translation>Eine neue, leere Kurve: Keyframes mit Keyframe ▸ Keyframe setzen (S) hinzufügen.</translation>
    </message>
</context>
<context>
    <name>knotline::AnimationMappingDialog</name>
    <message>
        <location filename="../app/dialogs/AnimationMappingDialog.cpp" line="34"/>
        <source>Map Missing Animations</source>
        <translation>Fehlende Animationen zuordnen</translation>
    </message>
    <message>
        <location filename="../app/dialogs/AnimationMappingDialog.cpp" line="36"/>
        <source>These clips of the cut name no animation, so they play nothing. Choose the animation each one plays; saving writes the choice into the file.</source>
        <translation>Diese Clips des Schnitts nennen keine Animation und spielen daher nichts ab. Wählen Sie die Animation, die jeder spielt; beim Speichern wird die Wahl in die Datei geschrieben.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/AnimationMappingDialog.cpp" line="44"/>
        <source>Clip</source>
        <translation>Clip</translation>
    </message>
    <message>
        <location filename="../app/dialogs/AnimationMappingDialog.cpp" line="44"/>
        <source>From</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <location filename="../app/dialogs/AnimationMappingDialog.cpp" line="44"/>
        <source>Animation</source>
        <translation>Animation</translation>
    </message>
    <message>
        <location filename="../app/dialogs/AnimationMappingDialog.cpp" line="66"/>
        <source>&amp;Load Animations…</source>
        <translation>Animationen &amp;laden…</translation>
    </message>
    <message>
        <location filename="../app/dialogs/AnimationMappingDialog.cpp" line="68"/>
        <source>Add the animations of a compiled timeline (.json) or of an .otio file saved by Knotline</source>
        <translation>Die Animationen einer kompilierten Zeitleiste (.json) oder einer von Knotline gespeicherten .otio-Datei hinzufügen</translation>
    </message>
    <message>
        <location filename="../app/dialogs/AnimationMappingDialog.cpp" line="82"/>
        <source>(missing)</source>
        <translation>(fehlt)</translation>
    </message>
    <message>
        <location filename="../app/dialogs/AnimationMappingDialog.cpp" line="121"/>
        <source>Load Animations</source>
        <translation>Animationen laden</translation>
    </message>
    <message>
        <location filename="../app/dialogs/AnimationMappingDialog.cpp" line="122"/>
        <source>Timelines and animation files (*.json *.otio *.anim *.usda *.usd);;All files (*)</source>
        <translation>Zeitleisten und Animationsdateien (*.json *.otio *.anim *.usda *.usd);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/dialogs/AnimationMappingDialog.cpp" line="133"/>
        <source>No animations to choose from yet: load them from a compiled timeline, a Knotline .otio file, a Maya .anim or a usda file.</source>
        <translation>Noch keine Animationen zur Auswahl: laden Sie sie aus einer kompilierten Zeitleiste, einer Knotline-.otio-Datei, einer Maya-.anim- oder einer usda-Datei.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/AnimationMappingDialog.cpp" line="126"/>
        <source>Cannot load animations</source>
        <translation>Animationen können nicht geladen werden</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/dialogs/AnimationMappingDialog.cpp" line="134"/>
        <source>%1 of %n clip(s) mapped.</source>
        <translation>
            <numerusform>%1 von %n Clip zugeordnet.</numerusform>
            <numerusform>%1 von %n Clips zugeordnet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>knotline::BakeExportDialog</name>
    <message>
        <location filename="../app/dialogs/BakeExportDialog.cpp" line="36"/>
        <location filename="../app/dialogs/BakeExportDialog.cpp" line="95"/>
        <source>Export Baked Layer</source>
        <translation>Gebackenen Layer exportieren</translation>
    </message>
    <message>
        <location filename="../app/dialogs/BakeExportDialog.cpp" line="41"/>
        <source>Time samples (any USD reader)</source>
        <translation>Zeit-Samples (jedes USD-Programm)</translation>
    </message>
    <message>
        <location filename="../app/dialogs/BakeExportDialog.cpp" line="42"/>
        <source>Interchange-safe splines</source>
        <translation>Austauschsichere Splines</translation>
    </message>
    <message>
        <location filename="../app/dialogs/BakeExportDialog.cpp" line="44"/>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <location filename="../app/dialogs/BakeExportDialog.cpp" line="51"/>
        <source>Output file:</source>
        <translation>Ausgabedatei:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/BakeExportDialog.cpp" line="52"/>
        <source>Start frame:</source>
        <translation>Start-Frame:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/BakeExportDialog.cpp" line="53"/>
        <source>End frame:</source>
        <translation>End-Frame:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/BakeExportDialog.cpp" line="54"/>
        <source>Stride (frames):</source>
        <translation>Schrittweite (Frames):</translation>
    </message>
    <message>
        <location filename="../app/dialogs/BakeExportDialog.cpp" line="55"/>
        <source>Bake to:</source>
        <translation>Backen als:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/BakeExportDialog.cpp" line="58"/>
        <source>Every spline attribute of the root layer is baked, with the current edits. Time samples get extra samples before jumps; the error against the splines is reported afterwards.</source>
        <translation>Alle Spline-Attribute des Wurzel-Layers werden mit den aktuellen Änderungen gebacken. Vor Sprüngen kommen zusätzliche Samples hinzu; die Abweichung von den Splines wird danach gemeldet.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/BakeExportDialog.cpp" line="69"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location filename="../app/dialogs/BakeExportDialog.cpp" line="96"/>
        <source>USD layers (*.usda)</source>
        <translation>USD-Layer (*.usda)</translation>
    </message>
</context>
<context>
    <name>knotline::BufferActions</name>
    <message>
        <location filename="../app/actions/BufferActions.cpp" line="24"/>
        <source>Buffer Diff</source>
        <translation>Puffer-Vergleich</translation>
    </message>
    <message>
        <location filename="../app/actions/BufferActions.cpp" line="33"/>
        <source>&amp;Curve</source>
        <translation>&amp;Kurve</translation>
    </message>
    <message>
        <location filename="../app/actions/BufferActions.cpp" line="35"/>
        <source>&amp;Buffer Curve</source>
        <translation>&amp;Pufferkurve</translation>
    </message>
    <message>
        <location filename="../app/actions/BufferActions.cpp" line="37"/>
        <source>&amp;Snapshot</source>
        <translation>&amp;Schnappschuss</translation>
    </message>
    <message>
        <location filename="../app/actions/BufferActions.cpp" line="38"/>
        <source>Keep the selected curves in the buffer to compare with and swap back</source>
        <translation>Die ausgewählten Kurven im Puffer behalten, um mit ihnen zu vergleichen und zurückzutauschen</translation>
    </message>
    <message>
        <location filename="../app/actions/BufferActions.cpp" line="40"/>
        <source>S&amp;wap Buffer Curves</source>
        <translation>Pufferkurven &amp;tauschen</translation>
    </message>
    <message>
        <location filename="../app/actions/BufferActions.cpp" line="41"/>
        <source>Exchange the selected curves with their buffer curves</source>
        <translation>Die ausgewählten Kurven mit ihren Pufferkurven tauschen</translation>
    </message>
    <message>
        <location filename="../app/actions/BufferActions.cpp" line="44"/>
        <source>Show &amp;Buffer Curves</source>
        <translation>&amp;Pufferkurven zeigen</translation>
    </message>
    <message>
        <location filename="../app/actions/BufferActions.cpp" line="46"/>
        <source>Draw the buffer curves as ghosts behind the curves</source>
        <translation>Die Pufferkurven als Geisterkurven hinter den Kurven zeichnen</translation>
    </message>
    <message>
        <location filename="../app/actions/BufferActions.cpp" line="49"/>
        <source>&amp;Diff View</source>
        <translation>&amp;Vergleichsansicht</translation>
    </message>
    <message>
        <location filename="../app/actions/BufferActions.cpp" line="51"/>
        <source>List where the curves differ from their buffers (or two selected curves) and shade it</source>
        <translation>Auflisten, wo die Kurven von ihren Puffern (oder zwei ausgewählte Kurven voneinander) abweichen, und es schattieren</translation>
    </message>
    <message>
        <location filename="../app/actions/BufferActions.cpp" line="85"/>
        <source>Select curves to snapshot</source>
        <translation>Kurven für den Schnappschuss auswählen</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/actions/BufferActions.cpp" line="86"/>
        <source>%n curve(s) kept in the buffer</source>
        <translation>
            <numerusform>%n Kurve im Puffer behalten</numerusform>
            <numerusform>%n Kurven im Puffer behalten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/actions/BufferActions.cpp" line="92"/>
        <source>Swap Buffer Curves</source>
        <translation>Pufferkurven tauschen</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/actions/BufferActions.cpp" line="97"/>
        <source>%n curve(s) swapped with their buffers</source>
        <translation>
            <numerusform>%n Kurve mit ihrem Puffer getauscht</numerusform>
            <numerusform>%n Kurven mit ihren Puffern getauscht</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/actions/BufferActions.cpp" line="99"/>
        <source>No buffer curve differs from its curve: nothing swapped</source>
        <translation>Keine Pufferkurve weicht von ihrer Kurve ab: nichts getauscht</translation>
    </message>
</context>
<context>
    <name>knotline::ChannelTreeModel</name>
    <message>
        <location filename="../widgets/models/ChannelTreeModel.cpp" line="129"/>
        <source>Root layer</source>
        <translation>Wurzel-Layer</translation>
    </message>
    <message>
        <location filename="../widgets/models/ChannelTreeModel.cpp" line="127"/>
        <source>Sublayer %1</source>
        <translation>Sublayer %1</translation>
    </message>
    <message>
        <location filename="../widgets/models/ChannelTreeModel.cpp" line="129"/>
        <source>Untitled .anim file</source>
        <translation>Unbenannte .anim-Datei</translation>
    </message>
    <message>
        <location filename="../widgets/models/ChannelTreeModel.cpp" line="141"/>
        <source>(no prim)</source>
        <translation>(kein Prim)</translation>
    </message>
    <message>
        <location filename="../widgets/models/ChannelTreeModel.cpp" line="158"/>
        <source>(no node)</source>
        <translation>(kein Knoten)</translation>
    </message>
    <message>
        <location filename="../widgets/models/ChannelTreeModel.cpp" line="457"/>
        <source>Channel</source>
        <translation>Kanal</translation>
    </message>
    <message>
        <location filename="../widgets/models/ChannelTreeModel.cpp" line="458"/>
        <source>Visible</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <location filename="../widgets/models/ChannelTreeModel.cpp" line="459"/>
        <source>Locked</source>
        <translation>Sperre</translation>
    </message>
    <message>
        <location filename="../widgets/models/ChannelTreeModel.cpp" line="460"/>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <location filename="../widgets/models/ChannelTreeModel.cpp" line="465"/>
        <source>Show the curve in the canvas</source>
        <translation>Die Kurve im Kurvenfenster zeigen</translation>
    </message>
    <message>
        <location filename="../widgets/models/ChannelTreeModel.cpp" line="466"/>
        <source>Locked curves are drawn but cannot be selected or edited</source>
        <translation>Gesperrte Kurven werden gezeichnet, lassen sich aber nicht auswählen oder bearbeiten</translation>
    </message>
    <message>
        <location filename="../widgets/models/ChannelTreeModel.cpp" line="467"/>
        <source>Curve colour (double-click to change)</source>
        <translation>Kurvenfarbe (Doppelklick zum Ändern)</translation>
    </message>
</context>
<context>
    <name>knotline::ChannelTreeView</name>
    <message>
        <location filename="../widgets/models/ChannelTreeView.cpp" line="149"/>
        <source>Curve Colour</source>
        <translation>Kurvenfarbe</translation>
    </message>
    <message>
        <location filename="../widgets/models/ChannelTreeView.cpp" line="165"/>
        <source>Colour…</source>
        <translation>Farbe…</translation>
    </message>
</context>
<context>
    <name>knotline::ClipSetEditor</name>
    <message>
        <location filename="../widgets/valueclips/ClipSetEditor.cpp" line="178"/>
        <source>Read-only: this clip set is authored in sublayer %1 (%2), and Knotline saves only the root layer. To change it, open %2 itself.</source>
        <translation>Schreibgeschützt: Dieses Clip-Set ist in Sublayer %1 (%2) angelegt, und Knotline speichert nur den Root-Layer. Um es zu ändern, öffnen Sie %2 selbst.</translation>
    </message>
    <message>
        <location filename="../widgets/valueclips/ClipSetEditor.cpp" line="39"/>
        <source>Add Row</source>
        <translation>Zeile hinzufügen</translation>
    </message>
    <message>
        <location filename="../widgets/valueclips/ClipSetEditor.cpp" line="40"/>
        <source>Remove Row</source>
        <translation>Zeile entfernen</translation>
    </message>
    <message>
        <location filename="../widgets/valueclips/ClipSetEditor.cpp" line="81"/>
        <source>%1, row %2: %3</source>
        <translation>%1, Zeile %2: %3</translation>
    </message>
    <message>
        <location filename="../widgets/valueclips/ClipSetEditor.cpp" line="105"/>
        <source>Interpolate missing clip values</source>
        <translation>Fehlende Clip-Werte interpolieren</translation>
    </message>
    <message>
        <location filename="../widgets/valueclips/ClipSetEditor.cpp" line="111"/>
        <source>Clip Set &apos;%1&apos; of %2</source>
        <translation>Clip-Set &apos;%1&apos; von %2</translation>
    </message>
    <message>
        <location filename="../widgets/valueclips/ClipSetEditor.cpp" line="113"/>
        <location filename="../widgets/valueclips/ClipSetEditor.cpp" line="209"/>
        <source>Active clips</source>
        <translation>Aktive Clips</translation>
    </message>
    <message>
        <location filename="../widgets/valueclips/ClipSetEditor.cpp" line="113"/>
        <location filename="../widgets/valueclips/ClipSetEditor.cpp" line="114"/>
        <source>Stage time</source>
        <translation>Stage-Zeit</translation>
    </message>
    <message>
        <location filename="../widgets/valueclips/ClipSetEditor.cpp" line="113"/>
        <source>Clip index</source>
        <translation>Clip-Index</translation>
    </message>
    <message>
        <location filename="../widgets/valueclips/ClipSetEditor.cpp" line="114"/>
        <location filename="../widgets/valueclips/ClipSetEditor.cpp" line="212"/>
        <source>Times</source>
        <translation>Zeiten</translation>
    </message>
    <message>
        <location filename="../widgets/valueclips/ClipSetEditor.cpp" line="114"/>
        <source>Clip time</source>
        <translation>Clip-Zeit</translation>
    </message>
    <message>
        <location filename="../widgets/valueclips/ClipSetEditor.cpp" line="115"/>
        <source>Template</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <location filename="../widgets/valueclips/ClipSetEditor.cpp" line="117"/>
        <source>Asset path template</source>
        <translation>Asset-Pfad-Vorlage</translation>
    </message>
    <message>
        <location filename="../widgets/valueclips/ClipSetEditor.cpp" line="118"/>
        <source>Start time</source>
        <translation>Startzeit</translation>
    </message>
    <message>
        <location filename="../widgets/valueclips/ClipSetEditor.cpp" line="119"/>
        <source>End time</source>
        <translation>Endzeit</translation>
    </message>
    <message>
        <location filename="../widgets/valueclips/ClipSetEditor.cpp" line="120"/>
        <source>Stride</source>
        <translation>Schrittweite</translation>
    </message>
    <message>
        <location filename="../widgets/valueclips/ClipSetEditor.cpp" line="121"/>
        <source>Active offset</source>
        <translation>Aktiv-Versatz</translation>
    </message>
    <message>
        <location filename="../widgets/valueclips/ClipSetEditor.cpp" line="122"/>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location filename="../widgets/valueclips/ClipSetEditor.cpp" line="126"/>
        <source>Manifest</source>
        <translation>Manifest</translation>
    </message>
    <message>
        <location filename="../widgets/valueclips/ClipSetEditor.cpp" line="127"/>
        <source>none (generated from the clips)</source>
        <translation>keins (aus den Clips erzeugt)</translation>
    </message>
    <message>
        <location filename="../widgets/valueclips/ClipSetEditor.cpp" line="218"/>
        <source>Active clips: the clip index %1 is not a whole number of 0 or more</source>
        <translation>Aktive Clips: der Clip-Index %1 ist keine ganze Zahl ab 0</translation>
    </message>
    <message>
        <location filename="../widgets/valueclips/ClipSetEditor.cpp" line="282"/>
        <source>Edit Clip Set</source>
        <translation>Clip-Set bearbeiten</translation>
    </message>
</context>
<context>
    <name>knotline::ClipTimeActions</name>
    <message>
        <location filename="../app/actions/ClipTimeActions.cpp" line="13"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../app/actions/ClipTimeActions.cpp" line="14"/>
        <source>Clip Channels in &amp;Timeline Time</source>
        <translation>Clip-Kanäle in Zei&amp;tleisten-Zeit</translation>
    </message>
    <message>
        <location filename="../app/actions/ClipTimeActions.cpp" line="16"/>
        <source>Show a placed clip&apos;s channels mapped into timeline time through the placement (read-only) instead of in clip time</source>
        <translation>Die Kanäle eines platzierten Clips über die Platzierung in Zeitleisten-Zeit abgebildet zeigen (schreibgeschützt) statt in Clip-Zeit</translation>
    </message>
</context>
<context>
    <name>knotline::ControlsDialog</name>
    <message>
        <location filename="../app/help/ControlsDialog.cpp" line="16"/>
        <source>Keyboard and Mouse</source>
        <translation>Tastatur und Maus</translation>
    </message>
</context>
<context>
    <name>knotline::CurveActions</name>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="60"/>
        <source>Convert Time &amp;Samples to Spline</source>
        <translation>Zeit&amp;samples in Spline umwandeln</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="61"/>
        <source>Make an editable spline from the time samples of the current channel (or of the channels with selected keys); saving removes those samples, which would beat the spline</source>
        <translation>Macht aus den Zeitsamples des aktuellen Kanals (oder der Kanäle mit ausgewählten Keys) einen bearbeitbaren Spline; beim Speichern werden diese Samples entfernt, da sie den Spline überdecken würden</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="68"/>
        <source>Time samples converted to a spline</source>
        <translation>Zeitsamples in einen Spline umgewandelt</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="26"/>
        <source>&amp;Curve</source>
        <translation>K&amp;urve</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="43"/>
        <source>Inner &amp;Loop…</source>
        <translation>Innere &amp;Schleife…</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="44"/>
        <source>Repeat part of a curve before and after itself, optionally stepping the value each time</source>
        <translation>Einen Teil einer Kurve davor und danach wiederholen, auf Wunsch mit einem Wertversatz je Wiederholung</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="47"/>
        <source>&amp;Remove Inner Loop</source>
        <translation>Innere Schleife &amp;entfernen</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="56"/>
        <source>Inner loop removed</source>
        <translation>Innere Schleife entfernt</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="76"/>
        <source>&amp;Fix Regressive Tangents</source>
        <translation>Rückläufige &amp;Tangenten korrigieren</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="78"/>
        <source>Shorten tangents so that no curve segment runs backwards in time</source>
        <translation>Tangenten so kürzen, dass kein Kurvensegment in der Zeit zurückläuft</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="80"/>
        <source>Keep &amp;Ratio</source>
        <translation>&amp;Verhältnis beibehalten</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="81"/>
        <source>Shorten both tangents of a segment, keeping their proportion (USD&apos;s default)</source>
        <translation>Beide Tangenten eines Segments im gleichen Verhältnis kürzen (USD-Standard)</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="82"/>
        <source>Keep &amp;Start</source>
        <translation>&amp;Anfang beibehalten</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="83"/>
        <source>Keep the tangent leaving the first key; shorten the one arriving at the second</source>
        <translation>Die Tangente am ersten Keyframe behalten, die am zweiten kürzen</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="84"/>
        <source>&amp;Contain</source>
        <translation>&amp;Eingrenzen</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="85"/>
        <source>Make no tangent longer than its segment</source>
        <translation>Keine Tangente länger als ihr Segment machen</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="94"/>
        <source>Regressive tangents fixed</source>
        <translation>Rückläufige Tangenten korrigiert</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="102"/>
        <source>&amp;Pre-Extrapolation</source>
        <translation>Extrapolation &amp;davor</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="102"/>
        <source>P&amp;ost-Extrapolation</source>
        <translation>Extrapolation da&amp;nach</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="107"/>
        <source>&amp;Held (Constant)</source>
        <translation>&amp;Gehalten (konstant)</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="108"/>
        <source>&amp;Linear</source>
        <translation>&amp;Linear</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="109"/>
        <source>&amp;Sloped</source>
        <translation>&amp;Mit Steigung</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="110"/>
        <source>Loop &amp;Repeat (Cycle with Offset)</source>
        <translation>Schleife &amp;wiederholen (Zyklus mit Versatz)</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="111"/>
        <source>Loop Rese&amp;t (Cycle)</source>
        <translation>Schleife &amp;zurücksetzen (Zyklus)</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="112"/>
        <source>Loop &amp;Oscillate</source>
        <translation>Schleife &amp;pendeln</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="113"/>
        <source>&amp;No Value (Block)</source>
        <translation>&amp;Kein Wert (Block)</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="122"/>
        <source>Extrapolation changed</source>
        <translation>Extrapolation geändert</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="127"/>
        <source>Loop &amp;Boundary at Current Time</source>
        <translation>S&amp;chleifengrenze beim aktuellen Frame</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="128"/>
        <source>Loop only the keys up to the key at the current time</source>
        <translation>Nur die Keyframes bis zum Keyframe beim aktuellen Frame wiederholen</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="129"/>
        <source>Loop only the keys from the key at the current time</source>
        <translation>Nur die Keyframes ab dem Keyframe beim aktuellen Frame wiederholen</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="134"/>
        <source>Loop boundary set</source>
        <translation>Schleifengrenze gesetzt</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="137"/>
        <source>&amp;Clear Loop Boundary</source>
        <translation>Schleifengrenze ent&amp;fernen</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="142"/>
        <source>Loop boundary cleared</source>
        <translation>Schleifengrenze entfernt</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="185"/>
        <source>Inner loop set</source>
        <translation>Innere Schleife gesetzt</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="70"/>
        <source>Edit &amp;Clip Set…</source>
        <translation>&amp;Clip-Set bearbeiten…</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="71"/>
        <source>Edit the value-clip set that drives the current channel (its active clips, times, template and manifest)</source>
        <translation>Das Value-Clip-Set bearbeiten, das den aktuellen Kanal steuert (aktive Clips, Zeiten, Vorlage und Manifest)</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="29"/>
        <source>&amp;Add Curve…</source>
        <translation>Kurve &amp;hinzufügen…</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="31"/>
        <source>Add an empty curve to the document: a USD attribute (prim path and attribute) or a Maya node.attribute</source>
        <translation>Dem Dokument eine leere Kurve hinzufügen: ein USD-Attribut (Prim-Pfad und Attribut) oder ein Maya-Knoten.Attribut</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="156"/>
        <source>Add Curve %1</source>
        <translation>Kurve %1 hinzufügen</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveActions.cpp" line="170"/>
        <source>Added curve %1</source>
        <translation>Kurve %1 hinzugefügt</translation>
    </message>
</context>
<context>
    <name>knotline::CurveCanvas</name>
    <message>
        <location filename="../widgets/canvas/CurveCanvas.cpp" line="891"/>
        <source>The clip&apos;s channels are shown in timeline time, read-only: switch View ▸ Clip Channels in Timeline Time off to edit them in clip time</source>
        <translation>Die Kanäle des Clips werden in Zeitleisten-Zeit gezeigt und sind schreibgeschützt: Ansicht ▸ Clip-Kanäle in Zeitleisten-Zeit ausschalten, um sie in Clip-Zeit zu bearbeiten</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/CurveCanvas.cpp" line="941"/>
        <source>%1 regressive segments here. Click to zoom in.</source>
        <translation>%1 rückläufige Segmente hier. Klicken, um hineinzuzoomen.</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/CurveCanvas.cpp" line="668"/>
        <source>No animation curves</source>
        <translation>Keine Animationskurven</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/CurveCanvas.cpp" line="705"/>
        <source>%1: key %2 at frame %3, value %4%5</source>
        <translation>%1: Keyframe %2 bei Frame %3, Wert %4%5</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/CurveCanvas.cpp" line="709"/>
        <source> (breakdown)</source>
        <translation> (Breakdown)</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/CurveCanvas.cpp" line="713"/>
        <source>%1: pre-value %2 of key %3 at frame %4</source>
        <translation>%1: Vorwert %2 von Keyframe %3 bei Frame %4</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/CurveCanvas.cpp" line="718"/>
        <source>in</source>
        <translation>Eingangs</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/CurveCanvas.cpp" line="718"/>
        <source>out</source>
        <translation>Ausgangs</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/CurveCanvas.cpp" line="720"/>
        <source>%1: %2 tangent of key %3, slope %4, width %5</source>
        <translation>%1: %2tangente von Keyframe %3, Steigung %4, Breite %5</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/CurveCanvas.cpp" line="721"/>
        <source>%1: %2 tangent of key %3, slope %4</source>
        <translation>%1: %2tangente von Keyframe %3, Steigung %4</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/CurveCanvas.cpp" line="726"/>
        <source>%1: segment from key %2 to %3</source>
        <translation>%1: Segment von Keyframe %2 bis %3</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/CurveCanvas.cpp" line="734"/>
        <source>%1: inner loop prototype start (drag to a key)</source>
        <translation>%1: Prototyp-Start der inneren Schleife (auf einen Keyframe ziehen)</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/CurveCanvas.cpp" line="735"/>
        <source>%1: inner loop prototype end (drag)</source>
        <translation>%1: Prototyp-Ende der inneren Schleife (ziehen)</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/CurveCanvas.cpp" line="738"/>
        <source>%1: loop boundary of the pre-extrapolation (drag to a key)</source>
        <translation>%1: Schleifengrenze der Extrapolation davor (auf einen Keyframe ziehen)</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/CurveCanvas.cpp" line="739"/>
        <source>%1: loop boundary of the post-extrapolation (drag to a key)</source>
        <translation>%1: Schleifengrenze der Extrapolation danach (auf einen Keyframe ziehen)</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/CurveCanvas.cpp" line="742"/>
        <source>Current time %1 (drag to scrub)</source>
        <translation>Aktuelle Zeit %1 (zum Scrubben ziehen)</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/CurveCanvas.cpp" line="748"/>
        <source>frame %1, value %2</source>
        <translation>Frame %1, Wert %2</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/CurveCanvas.cpp" line="1294"/>
        <source>No keys selected to move: middle-drag moves the selected keys in the Maya-style keymap, Alt+middle-drag pans (View ▸ Keymap offers Blender-style)</source>
        <translation>Keine Keyframes zum Verschieben ausgewählt: in der Maya-Tastenbelegung verschiebt Ziehen mit der mittleren Taste die ausgewählten Keyframes, Alt+Ziehen mit der mittleren Taste verschiebt die Ansicht (Ansicht ▸ Tastenbelegung bietet die Blender-Belegung)</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/CurveCanvas.cpp" line="1296"/>
        <source>No keys selected to move: click a key or drag a box around keys first</source>
        <translation>Keine Keys zum Verschieben ausgewählt: zuerst einen Key anklicken oder einen Rahmen um Keys ziehen</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/CurveCanvas.cpp" line="1301"/>
        <source>The selected keys cannot move: their curves are locked or read-only</source>
        <translation>Die ausgewählten Keys können sich nicht bewegen: ihre Kurven sind gesperrt oder schreibgeschützt</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/CurveCanvas.cpp" line="1325"/>
        <source>Nudge Keys</source>
        <translation>Keyframes verschieben (Tastatur)</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/CurveCanvas.cpp" line="1340"/>
        <source>Fix Regressive Segment</source>
        <translation>Rückläufiges Segment korrigieren</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/CurveCanvas.cpp" line="1084"/>
        <source>No key inserted: %1</source>
        <translation>Kein Keyframe eingefügt: %1</translation>
    </message>
</context>
<context>
    <name>knotline::CurveDiffPanel</name>
    <message>
        <location filename="../widgets/analysis/CurveDiffPanel.cpp" line="37"/>
        <source>identical</source>
        <translation>identisch</translation>
    </message>
    <message>
        <location filename="../widgets/analysis/CurveDiffPanel.cpp" line="39"/>
        <source>within the tolerance</source>
        <translation>innerhalb der Toleranz</translation>
    </message>
    <message>
        <location filename="../widgets/analysis/CurveDiffPanel.cpp" line="42"/>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/analysis/CurveDiffPanel.cpp" line="44"/>
        <source>%n more</source>
        <translation>
            <numerusform>%n weiterer</numerusform>
            <numerusform>%n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/analysis/CurveDiffPanel.cpp" line="60"/>
        <source>Curves against their buffers</source>
        <translation>Kurven mit ihren Puffern</translation>
    </message>
    <message>
        <location filename="../widgets/analysis/CurveDiffPanel.cpp" line="61"/>
        <source>The two selected curves</source>
        <translation>Die zwei ausgewählten Kurven</translation>
    </message>
    <message>
        <location filename="../widgets/analysis/CurveDiffPanel.cpp" line="67"/>
        <source>Differences up to this are not shaded as spans</source>
        <translation>Abweichungen bis zu diesem Wert werden nicht als Bereiche schattiert</translation>
    </message>
    <message>
        <location filename="../widgets/analysis/CurveDiffPanel.cpp" line="70"/>
        <source>Curve</source>
        <translation>Kurve</translation>
    </message>
    <message>
        <location filename="../widgets/analysis/CurveDiffPanel.cpp" line="70"/>
        <source>Largest difference</source>
        <translation>Größte Abweichung</translation>
    </message>
    <message>
        <location filename="../widgets/analysis/CurveDiffPanel.cpp" line="70"/>
        <source>At frame</source>
        <translation>Bei Frame</translation>
    </message>
    <message>
        <location filename="../widgets/analysis/CurveDiffPanel.cpp" line="70"/>
        <source>Differs on frames</source>
        <translation>Weicht ab auf Frames</translation>
    </message>
    <message>
        <location filename="../widgets/analysis/CurveDiffPanel.cpp" line="87"/>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <location filename="../widgets/analysis/CurveDiffPanel.cpp" line="88"/>
        <source>Tolerance</source>
        <translation>Toleranz</translation>
    </message>
    <message>
        <location filename="../widgets/analysis/CurveDiffPanel.cpp" line="191"/>
        <source>%1 vs %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/analysis/CurveDiffPanel.cpp" line="200"/>
        <source>%n span(s) beyond the tolerance; %1 samples compared</source>
        <translation>
            <numerusform>%n Bereich über der Toleranz; %1 Abtastwerte verglichen</numerusform>
            <numerusform>%n Bereiche über der Toleranz; %1 Abtastwerte verglichen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/analysis/CurveDiffPanel.cpp" line="206"/>
        <source>Select two curves in the channel tree to compare them.</source>
        <translation>Zwei Kurven im Kanalbaum auswählen, um sie zu vergleichen.</translation>
    </message>
    <message>
        <location filename="../widgets/analysis/CurveDiffPanel.cpp" line="208"/>
        <source>No buffer curve shown: Curve ▸ Buffer Curve ▸ Snapshot keeps the selected curves to compare with.</source>
        <translation>Keine Pufferkurve gezeigt: Kurve ▸ Pufferkurve ▸ Schnappschuss behält die ausgewählten Kurven zum Vergleich.</translation>
    </message>
</context>
<context>
    <name>knotline::CurveDisplayActions</name>
    <message>
        <location filename="../app/actions/CurveDisplayActions.cpp" line="19"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveDisplayActions.cpp" line="21"/>
        <source>Show A&amp;ll Curves</source>
        <translation>A&amp;lle Kurven zeigen</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveDisplayActions.cpp" line="23"/>
        <source>All Curves</source>
        <translation>Alle Kurven</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveDisplayActions.cpp" line="24"/>
        <source>Show every curve, not only the channels selected in the channel tree (Shift+A)</source>
        <translation>Jede Kurve zeigen, nicht nur die im Kanalbaum ausgewählten Kanäle (Umschalt+A)</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveDisplayActions.cpp" line="27"/>
        <source>&amp;Isolate Curves</source>
        <translation>Kurven &amp;isolieren</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveDisplayActions.cpp" line="28"/>
        <source>Isolate</source>
        <translation>Isolieren</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveDisplayActions.cpp" line="29"/>
        <source>Show only the selected channels&apos; curves (or the current one) until unchecked (Shift+H)</source>
        <translation>Nur die Kurven der ausgewählten Kanäle (oder die aktuelle) zeigen, bis es abgewählt wird (Umschalt+H)</translation>
    </message>
    <message>
        <location filename="../app/actions/CurveDisplayActions.cpp" line="45"/>
        <source>All selected curves shown again</source>
        <translation>Alle ausgewählten Kurven werden wieder gezeigt</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/actions/CurveDisplayActions.cpp" line="57"/>
        <source>Isolated %n curve(s)</source>
        <translation>
            <numerusform>%n Kurve isoliert</numerusform>
            <numerusform>%n Kurven isoliert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>knotline::CurveFilterDialog</name>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="23"/>
        <source>From the channel (rotations only)</source>
        <translation>Aus dem Kanal (nur Rotationen)</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="24"/>
        <source>Degrees (a turn is 360)</source>
        <translation>Grad (eine Umdrehung ist 360)</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="25"/>
        <source>Radians (a turn is 2π)</source>
        <translation>Bogenmaß (eine Umdrehung ist 2π)</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="26"/>
        <source>Angle unit:</source>
        <translation>Winkeleinheit:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="28"/>
        <source>Adds whole turns to keys so that no key jumps more than half a turn from the one before it. The first key keeps its value. The X, Y and Z rotation of one node are filtered together: a key written as the mirrored triple (x + 180, 180 − y, z + 180) is taken back, the pose unchanged.</source>
        <translation>Addiert ganze Umdrehungen zu Keys, sodass kein Key mehr als eine halbe Umdrehung vom vorigen springt. Der erste Key behält seinen Wert. X-, Y- und Z-Rotation eines Knotens werden gemeinsam gefiltert: ein als gespiegeltes Tripel (x + 180, 180 − y, z + 180) geschriebener Key wird zurückgenommen, die Pose bleibt gleich.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="35"/>
        <source>Value tolerance:</source>
        <translation>Werttoleranz:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="36"/>
        <source>Removes keys while the curve stays within the tolerance (in the curve&apos;s value units) of what it was, measured every 1/8 frame. The first and last key stay.</source>
        <translation>Entfernt Keys, solange die Kurve innerhalb der Toleranz (in den Werteinheiten der Kurve) von ihrem bisherigen Verlauf bleibt, gemessen alle 1/8 Frame. Der erste und der letzte Key bleiben.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="41"/>
        <source>Time window (frames):</source>
        <translation>Zeitfenster (Frames):</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="43"/>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="52"/>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="67"/>
        <source>Tangents:</source>
        <translation>Tangenten:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="44"/>
        <source>Each key takes the curve&apos;s mean value over the window centred on it.</source>
        <translation>Jeder Key erhält den Mittelwert der Kurve über das um ihn zentrierte Fenster.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="48"/>
        <source>Sigma (frames):</source>
        <translation>Sigma (Frames):</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="50"/>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="65"/>
        <source>Blend at the edges (frames):</source>
        <translation>Überblendung an den Rändern (Frames):</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="53"/>
        <source>Each key takes the curve&apos;s average around it, weighted by a bell curve of the given width (reaching three sigmas to each side). The blend fades back to the untouched curve towards the first and last key, so the smoothed range joins it without a step.</source>
        <translation>Jeder Keyframe erhält den Mittelwert der Kurve um ihn herum, gewichtet mit einer Glockenkurve der angegebenen Breite (bis drei Sigma zu jeder Seite). Die Überblendung führt zum ersten und letzten Keyframe hin zur unveränderten Kurve zurück, sodass der geglättete Bereich ohne Sprung anschließt.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="59"/>
        <source>Cutoff frequency (Hz):</source>
        <translation>Grenzfrequenz (Hz):</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="61"/>
        <source>Filter order:</source>
        <translation>Filterordnung:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="63"/>
        <source>Samples per frame:</source>
        <translation>Abtastwerte pro Frame:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="68"/>
        <source>Removes motion faster than the cutoff (jitter, capture noise) and keeps the slower motion, without lag. A higher order cuts more sharply. The blend fades back to the untouched curve towards the first and last key, so the smoothed range joins it without a step.</source>
        <translation>Entfernt Bewegung, die schneller als die Grenzfrequenz ist (Zittern, Aufnahmerauschen), und behält die langsamere Bewegung, ohne Verzögerung. Eine höhere Ordnung schneidet schärfer. Die Überblendung führt zum ersten und letzten Keyframe hin zur unveränderten Kurve zurück, sodass der geglättete Bereich ohne Sprung anschließt.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="75"/>
        <source>Key every (frames):</source>
        <translation>Key alle (Frames):</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="78"/>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="79"/>
        <source>Spline</source>
        <translation>Spline</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="80"/>
        <source>Linear</source>
        <translation>Linear</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="81"/>
        <source>Flat</source>
        <translation>Flach</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="82"/>
        <source>Tangents of the new keys:</source>
        <translation>Tangenten der neuen Keys:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="84"/>
        <source>Replaces the keys with keys at a regular stride, on the curve as it is.</source>
        <translation>Ersetzt die Keys durch Keys in regelmäßigem Abstand auf der bestehenden Kurve.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="88"/>
        <source>Works on the channels with selected keys (from the first to the last selected key), else on the current channel.</source>
        <translation>Wirkt auf die Kanäle mit ausgewählten Keys (vom ersten bis zum letzten ausgewählten Key), sonst auf den aktuellen Kanal.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="117"/>
        <source>Keep their types</source>
        <translation>Typen beibehalten</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="118"/>
        <source>Auto on the changed keys</source>
        <translation>Auto auf den geänderten Keys</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="119"/>
        <source>Clamped on the changed keys (no overshoot)</source>
        <translation>Begrenzt auf den geänderten Keys (kein Überschwingen)</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="134"/>
        <source>Euler Filter</source>
        <translation>Euler-Filter</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="136"/>
        <source>Simplify Curve</source>
        <translation>Kurve vereinfachen</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="138"/>
        <source>Smooth Curve</source>
        <translation>Kurve glätten</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="140"/>
        <source>Gaussian Smooth</source>
        <translation>Gauß-Glättung</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="142"/>
        <source>Butterworth Smooth</source>
        <translation>Butterworth-Glättung</translation>
    </message>
    <message>
        <location filename="../app/dialogs/CurveFilterDialog.cpp" line="146"/>
        <source>Resample Curve</source>
        <translation>Kurve neu abtasten</translation>
    </message>
</context>
<context>
    <name>knotline::DopeSheetActions</name>
    <message>
        <location filename="../app/actions/DopeSheetActions.cpp" line="26"/>
        <source>Dope Sheet</source>
        <translation>Dope Sheet</translation>
    </message>
</context>
<context>
    <name>knotline::DopeSheetView</name>
    <message>
        <location filename="../widgets/dopesheet/DopeSheetView.cpp" line="84"/>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <location filename="../widgets/dopesheet/DopeSheetView.cpp" line="434"/>
        <source>Nudge Keys</source>
        <translation>Keyframes verschieben (Tastatur)</translation>
    </message>
    <message>
        <location filename="../widgets/dopesheet/DopeSheetView.cpp" line="504"/>
        <source>Read-only, locked or hidden channels keep their keys: those keys do not move.</source>
        <translation>Schreibgeschützte, gesperrte oder ausgeblendete Kanäle behalten ihre Keyframes: diese Keyframes bewegen sich nicht.</translation>
    </message>
</context>
<context>
    <name>knotline::EditActions</name>
    <message>
        <location filename="../app/actions/EditActions.cpp" line="22"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../app/actions/EditActions.cpp" line="26"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../app/actions/EditActions.cpp" line="30"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../app/actions/EditActions.cpp" line="40"/>
        <source>Cu&amp;t Keys</source>
        <translation>Keyframes &amp;ausschneiden</translation>
    </message>
    <message>
        <location filename="../app/actions/EditActions.cpp" line="54"/>
        <source>&amp;Copy Keys</source>
        <translation>Keyframes &amp;kopieren</translation>
    </message>
    <message>
        <location filename="../app/actions/EditActions.cpp" line="61"/>
        <source>&amp;Paste Keys</source>
        <translation>Keyframes &amp;einfügen</translation>
    </message>
    <message>
        <location filename="../app/actions/EditActions.cpp" line="62"/>
        <source>Paste the copied keys at the current time</source>
        <translation>Die kopierten Keyframes beim aktuellen Frame einfügen</translation>
    </message>
    <message>
        <location filename="../app/actions/EditActions.cpp" line="71"/>
        <source>&amp;Delete Keys</source>
        <translation>Keyframes &amp;löschen</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/actions/EditActions.cpp" line="76"/>
        <source>Deleted %n key(s) on %1</source>
        <translation>
            <numerusform>%n Keyframe gelöscht auf %1</numerusform>
            <numerusform>%n Keyframes gelöscht auf %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/actions/EditActions.cpp" line="52"/>
        <location filename="../app/actions/EditActions.cpp" line="59"/>
        <location filename="../app/actions/EditActions.cpp" line="77"/>
        <source>%n curve(s)</source>
        <translation>
            <numerusform>%n Kurve</numerusform>
            <numerusform>%n Kurven</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/actions/EditActions.cpp" line="51"/>
        <source>Cut %n key(s) from %1</source>
        <translation>
            <numerusform>%n Key aus %1 ausgeschnitten</numerusform>
            <numerusform>%n Keys aus %1 ausgeschnitten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/actions/EditActions.cpp" line="58"/>
        <source>Copied %n key(s) from %1</source>
        <translation>
            <numerusform>%n Key aus %1 kopiert</numerusform>
            <numerusform>%n Keys aus %1 kopiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/actions/EditActions.cpp" line="69"/>
        <source>Pasted %n key(s)</source>
        <translation>
            <numerusform>%n Key eingefügt</numerusform>
            <numerusform>%n Keys eingefügt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/actions/EditActions.cpp" line="80"/>
        <source>Select &amp;All Keys</source>
        <translation>Alle Keyframes a&amp;uswählen</translation>
    </message>
</context>
<context>
    <name>knotline::ExtrapolationEditor</name>
    <message>
        <location filename="../widgets/inspector/ExtrapolationEditor.cpp" line="61"/>
        <source>Loop boundary</source>
        <translation>Schleifengrenze</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ExtrapolationEditor.cpp" line="64"/>
        <source>Held (constant)</source>
        <translation>Gehalten (konstant)</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ExtrapolationEditor.cpp" line="65"/>
        <source>Linear along end tangent</source>
        <translation>Linear entlang der Endtangente</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ExtrapolationEditor.cpp" line="66"/>
        <source>Cycle (loop reset)</source>
        <translation>Zyklus (Schleife zurücksetzen)</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ExtrapolationEditor.cpp" line="67"/>
        <source>Cycle with offset (loop repeat)</source>
        <translation>Zyklus mit Versatz (Schleife wiederholen)</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ExtrapolationEditor.cpp" line="68"/>
        <source>Oscillate</source>
        <translation>Pendeln</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ExtrapolationEditor.cpp" line="69"/>
        <source>Value block (Ts)</source>
        <translation>Wertblock (Ts)</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ExtrapolationEditor.cpp" line="70"/>
        <source>Linear from segment (Ts)</source>
        <translation>Linear aus dem Segment (Ts)</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ExtrapolationEditor.cpp" line="71"/>
        <source>Sloped (Ts)</source>
        <translation>Mit Steigung (Ts)</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ExtrapolationEditor.cpp" line="72"/>
        <source>Slope in value units per time code</source>
        <translation>Steigung in Werteinheiten pro Zeitcode</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ExtrapolationEditor.cpp" line="73"/>
        <source>whole key range</source>
        <translation>ganzer Keyframe-Bereich</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ExtrapolationEditor.cpp" line="75"/>
        <source>Time of the key that ends the looped region (from the first key)</source>
        <translation>Zeit des Keyframes, der den wiederholten Bereich beendet (ab dem ersten Keyframe)</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ExtrapolationEditor.cpp" line="76"/>
        <source>Time of the key that starts the looped region (to the last key)</source>
        <translation>Zeit des Keyframes, der den wiederholten Bereich beginnt (bis zum letzten Keyframe)</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ExtrapolationEditor.cpp" line="80"/>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ExtrapolationEditor.cpp" line="81"/>
        <source>Slope</source>
        <translation>Steigung</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ExtrapolationEditor.cpp" line="177"/>
        <source>Set Pre-Extrapolation</source>
        <translation>Extrapolation davor setzen</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ExtrapolationEditor.cpp" line="177"/>
        <source>Set Post-Extrapolation</source>
        <translation>Extrapolation danach setzen</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ExtrapolationEditor.cpp" line="180"/>
        <location filename="../widgets/inspector/ExtrapolationEditor.cpp" line="230"/>
        <source>%1 refused: %2</source>
        <translation>%1 abgelehnt: %2</translation>
    </message>
</context>
<context>
    <name>knotline::FileActions</name>
    <message>
        <location filename="../app/actions/FileActions.cpp" line="39"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../app/actions/FileActions.cpp" line="42"/>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <location filename="../app/actions/FileActions.cpp" line="47"/>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <location filename="../app/actions/FileActions.cpp" line="50"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../app/actions/FileActions.cpp" line="55"/>
        <source>Open Sa&amp;mple Scene</source>
        <translation>Beispielszene ö&amp;ffnen</translation>
    </message>
    <message>
        <location filename="../app/actions/FileActions.cpp" line="64"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../app/actions/FileActions.cpp" line="68"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../app/actions/FileActions.cpp" line="71"/>
        <source>&amp;Export Baked Layer…</source>
        <translation>Gebackenen Layer &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../app/actions/FileActions.cpp" line="73"/>
        <source>Write the splines as time samples or interchange-safe splines to a new usda file</source>
        <translation>Die Splines als Zeit-Samples oder austauschsichere Splines in eine neue usda-Datei schreiben</translation>
    </message>
    <message>
        <location filename="../app/actions/FileActions.cpp" line="78"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../app/actions/FileActions.cpp" line="109"/>
        <source>Open Animation</source>
        <translation>Animation öffnen</translation>
    </message>
    <message>
        <location filename="../app/actions/FileActions.cpp" line="110"/>
        <source>Animation files (*.usda *.usd *.sdf *.anim *.json *.otio);;USD layers (*.usda *.usd *.sdf);;Maya anim files (*.anim);;Compiled timelines (*.json);;OpenTimelineIO (*.otio);;All files (*)</source>
        <translation>Animationsdateien (*.usda *.usd *.sdf *.anim *.json *.otio);;USD-Layer (*.usda *.usd *.sdf);;Maya-anim-Dateien (*.anim);;Kompilierte Zeitleisten (*.json);;OpenTimelineIO (*.otio);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/actions/FileActions.cpp" line="123"/>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <location filename="../app/actions/FileActions.cpp" line="128"/>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <location filename="../app/actions/FileActions.cpp" line="152"/>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../app/actions/FileActions.cpp" line="161"/>
        <source>Export Baked Layer</source>
        <translation>Gebackenen Layer exportieren</translation>
    </message>
    <message>
        <location filename="../app/actions/FileActions.cpp" line="164"/>
        <source>Show Largest Error</source>
        <translation>Größten Fehler zeigen</translation>
    </message>
</context>
<context>
    <name>knotline::FilterActions</name>
    <message>
        <location filename="../app/actions/FilterActions.cpp" line="36"/>
        <source>F&amp;ilters</source>
        <translation>F&amp;ilter</translation>
    </message>
    <message>
        <location filename="../app/actions/FilterActions.cpp" line="39"/>
        <source>&amp;Euler Filter…</source>
        <translation>&amp;Euler-Filter…</translation>
    </message>
    <message>
        <location filename="../app/actions/FilterActions.cpp" line="40"/>
        <source>Remove the 360° flips of rotation curves</source>
        <translation>Die 360°-Sprünge von Rotationskurven entfernen</translation>
    </message>
    <message>
        <location filename="../app/actions/FilterActions.cpp" line="41"/>
        <source>&amp;Simplify…</source>
        <translation>&amp;Vereinfachen…</translation>
    </message>
    <message>
        <location filename="../app/actions/FilterActions.cpp" line="42"/>
        <source>Remove keys while the curve stays within a value tolerance</source>
        <translation>Keys entfernen, solange die Kurve innerhalb einer Werttoleranz bleibt</translation>
    </message>
    <message>
        <location filename="../app/actions/FilterActions.cpp" line="43"/>
        <source>S&amp;mooth…</source>
        <translation>&amp;Glätten…</translation>
    </message>
    <message>
        <location filename="../app/actions/FilterActions.cpp" line="44"/>
        <source>Average key values over a time window</source>
        <translation>Key-Werte über ein Zeitfenster mitteln</translation>
    </message>
    <message>
        <location filename="../app/actions/FilterActions.cpp" line="45"/>
        <source>&amp;Gaussian Smooth…</source>
        <translation>Gauß-Gl&amp;ättung…</translation>
    </message>
    <message>
        <location filename="../app/actions/FilterActions.cpp" line="46"/>
        <source>Average key values with a bell-curve weight, fading back to the curve at the range&apos;s ends</source>
        <translation>Keyframe-Werte mit glockenförmiger Gewichtung mitteln, an den Enden des Bereichs zurück zur Kurve überblenden</translation>
    </message>
    <message>
        <location filename="../app/actions/FilterActions.cpp" line="47"/>
        <source>&amp;Butterworth Smooth…</source>
        <translation>&amp;Butterworth-Glättung…</translation>
    </message>
    <message>
        <location filename="../app/actions/FilterActions.cpp" line="48"/>
        <source>Remove motion faster than a cutoff frequency (jitter, capture noise) without lag</source>
        <translation>Bewegung oberhalb einer Grenzfrequenz (Zittern, Aufnahmerauschen) ohne Verzögerung entfernen</translation>
    </message>
    <message>
        <location filename="../app/actions/FilterActions.cpp" line="49"/>
        <source>&amp;Resample…</source>
        <translation>&amp;Neu abtasten…</translation>
    </message>
    <message>
        <location filename="../app/actions/FilterActions.cpp" line="50"/>
        <source>Replace the keys with keys at a regular stride</source>
        <translation>Die Keys durch Keys in regelmäßigem Abstand ersetzen</translation>
    </message>
    <message>
        <location filename="../app/actions/FilterActions.cpp" line="57"/>
        <source>Check Maya ↔ USD &amp;Round Trip…</source>
        <translation>Maya ↔ USD-&amp;Rundweg prüfen…</translation>
    </message>
    <message>
        <location filename="../app/actions/FilterActions.cpp" line="58"/>
        <source>Convert the Maya curves to OpenUSD splines and back and compare them frame by frame</source>
        <translation>Die Maya-Kurven in OpenUSD-Splines und zurück umwandeln und Frame für Frame vergleichen</translation>
    </message>
    <message>
        <location filename="../app/actions/FilterActions.cpp" line="63"/>
        <source>Scale &amp;Keys…</source>
        <translation>&amp;Keys skalieren…</translation>
    </message>
    <message>
        <location filename="../app/actions/FilterActions.cpp" line="64"/>
        <source>Scale the selected keys in time and value about a pivot; a negative time scale reverses them</source>
        <translation>Die ausgewählten Keys in Zeit und Wert um einen Drehpunkt skalieren; eine negative Zeitskalierung kehrt sie um</translation>
    </message>
    <message>
        <location filename="../app/actions/FilterActions.cpp" line="71"/>
        <source> at frame %1</source>
        <translation> bei Frame %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/actions/FilterActions.cpp" line="74"/>
        <source>%n key(s) unwrapped, by up to %1</source>
        <translation>
            <numerusform>%n Key entfaltet, um bis zu %1</numerusform>
            <numerusform>%n Keys entfaltet, um bis zu %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/actions/FilterActions.cpp" line="76"/>
        <source>%1 of %2 keys kept (%3 removed); largest deviation %4%5</source>
        <translation>%1 von %2 Keys behalten (%3 entfernt); größte Abweichung %4%5</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/actions/FilterActions.cpp" line="85"/>
        <source>%n key(s) changed, by up to %1</source>
        <translation>
            <numerusform>%n Key geändert, um bis zu %1</numerusform>
            <numerusform>%n Keys geändert, um bis zu %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/actions/FilterActions.cpp" line="89"/>
        <source>%1 keys instead of %2; largest deviation %3%4</source>
        <translation>%1 Keys statt %2; größte Abweichung %3%4</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/actions/FilterActions.cpp" line="130"/>
        <source>%1: %2, on %n curve(s)</source>
        <translation>
            <numerusform>%1: %2, auf %n Kurve</numerusform>
            <numerusform>%1: %2, auf %n Kurven</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/actions/FilterActions.cpp" line="139"/>
        <source>%n key(s) about frame %1, value %2</source>
        <translation>
            <numerusform>%n Key um Frame %1, Wert %2</numerusform>
            <numerusform>%n Keys um Frame %1, Wert %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>knotline::InnerLoopDialog</name>
    <message>
        <location filename="../app/dialogs/InnerLoopDialog.cpp" line="38"/>
        <source>Inner Loop</source>
        <translation>Innere Schleife</translation>
    </message>
    <message>
        <location filename="../app/dialogs/InnerLoopDialog.cpp" line="39"/>
        <source>Repeat a part of &lt;b&gt;%1&lt;/b&gt; before and after itself.</source>
        <translation>Einen Teil von &lt;b&gt;%1&lt;/b&gt; davor und danach wiederholen.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/InnerLoopDialog.cpp" line="45"/>
        <source>Prototype start frame:</source>
        <translation>Prototyp-Start-Frame:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/InnerLoopDialog.cpp" line="46"/>
        <source>Prototype end frame:</source>
        <translation>Prototyp-End-Frame:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/InnerLoopDialog.cpp" line="47"/>
        <source>Loops before:</source>
        <translation>Wiederholungen davor:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/InnerLoopDialog.cpp" line="48"/>
        <source>Loops after:</source>
        <translation>Wiederholungen danach:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/InnerLoopDialog.cpp" line="49"/>
        <source>Value offset per loop:</source>
        <translation>Wertversatz je Wiederholung:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/InnerLoopDialog.cpp" line="51"/>
        <source>A key must sit at the prototype start. Keys inside the repeated copies are kept but hidden while the loop is on.</source>
        <translation>Am Prototyp-Start muss ein Keyframe liegen. Keyframes innerhalb der Kopien bleiben erhalten, sind aber verdeckt, solange die Schleife aktiv ist.</translation>
    </message>
</context>
<context>
    <name>knotline::InnerLoopEditor</name>
    <message>
        <location filename="../widgets/inspector/InnerLoopEditor.cpp" line="37"/>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InnerLoopEditor.cpp" line="38"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InnerLoopEditor.cpp" line="41"/>
        <source>Prototype start (time code); a key must be there for the loop to apply</source>
        <translation>Prototyp-Start (Zeitcode); dort muss ein Keyframe liegen, damit die Schleife wirkt</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InnerLoopEditor.cpp" line="42"/>
        <source>Prototype end (time code, after the start)</source>
        <translation>Prototyp-Ende (Zeitcode, nach dem Start)</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InnerLoopEditor.cpp" line="43"/>
        <source>Value added to each copy after the prototype (subtracted before it)</source>
        <translation>Wert, der zu jeder Kopie nach dem Prototyp addiert (davor subtrahiert) wird</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InnerLoopEditor.cpp" line="47"/>
        <source>Prototype start</source>
        <translation>Prototyp-Start</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InnerLoopEditor.cpp" line="48"/>
        <source>Prototype end</source>
        <translation>Prototyp-Ende</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InnerLoopEditor.cpp" line="49"/>
        <source>Copies before</source>
        <translation>Kopien davor</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InnerLoopEditor.cpp" line="50"/>
        <source>Copies after</source>
        <translation>Kopien danach</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InnerLoopEditor.cpp" line="51"/>
        <source>Value offset</source>
        <translation>Wertversatz</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InnerLoopEditor.cpp" line="109"/>
        <source>No inner loop.</source>
        <translation>Keine innere Schleife.</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InnerLoopEditor.cpp" line="111"/>
        <source>Inner loop active: %1 to %2.</source>
        <translation>Innere Schleife aktiv: %1 bis %2.</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InnerLoopEditor.cpp" line="114"/>
        <source>Inner loop authored but inactive (it needs a key at the prototype start and at least one copy).</source>
        <translation>Innere Schleife angelegt, aber nicht aktiv (sie braucht einen Keyframe am Prototyp-Start und mindestens eine Kopie).</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InnerLoopEditor.cpp" line="128"/>
        <source>start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InnerLoopEditor.cpp" line="128"/>
        <source>end</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InnerLoopEditor.cpp" line="129"/>
        <source>value offset</source>
        <translation>Wertversatz</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InnerLoopEditor.cpp" line="132"/>
        <source>%1 refused (%2): %3</source>
        <translation>%1 abgelehnt (%2): %3</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InnerLoopEditor.cpp" line="121"/>
        <source>Set Inner Loop</source>
        <translation>Innere Schleife setzen</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InnerLoopEditor.cpp" line="149"/>
        <location filename="../widgets/inspector/InnerLoopEditor.cpp" line="165"/>
        <source>%1 refused: %2</source>
        <translation>%1 abgelehnt: %2</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InnerLoopEditor.cpp" line="158"/>
        <source>Remove Inner Loop</source>
        <translation>Innere Schleife entfernen</translation>
    </message>
</context>
<context>
    <name>knotline::InsertKeyActions</name>
    <message>
        <location filename="../app/actions/InsertKeyActions.cpp" line="17"/>
        <source>&amp;Key</source>
        <translation>&amp;Keyframe</translation>
    </message>
    <message>
        <location filename="../app/actions/InsertKeyActions.cpp" line="19"/>
        <source>Insert &amp;Key Tool</source>
        <translation>Werkzeug Schlüssel &amp;einfügen</translation>
    </message>
    <message>
        <location filename="../app/actions/InsertKeyActions.cpp" line="20"/>
        <source>Insert Key</source>
        <translation>Keyframe einfügen</translation>
    </message>
    <message>
        <location filename="../app/actions/InsertKeyActions.cpp" line="21"/>
        <source>Click a curve to put a key there (K)</source>
        <translation>Auf eine Kurve klicken, um dort einen Keyframe zu setzen (K)</translation>
    </message>
    <message>
        <location filename="../app/actions/InsertKeyActions.cpp" line="22"/>
        <source>While on, a click on a curve inserts a key at that frame</source>
        <translation>Solange es aktiv ist, fügt ein Klick auf eine Kurve an diesem Frame einen Keyframe ein</translation>
    </message>
    <message>
        <location filename="../app/actions/InsertKeyActions.cpp" line="24"/>
        <source>Inserted &amp;Keys</source>
        <translation>Eingefügte &amp;Keyframes</translation>
    </message>
    <message>
        <location filename="../app/actions/InsertKeyActions.cpp" line="27"/>
        <source>&amp;Keep Curve Shape</source>
        <translation>Kurvenform &amp;beibehalten</translation>
    </message>
    <message>
        <location filename="../app/actions/InsertKeyActions.cpp" line="28"/>
        <source>Inserted keys split the curve without changing its shape, like a breakdown</source>
        <translation>Eingefügte Keyframes teilen die Kurve, ohne ihre Form zu ändern, wie ein Breakdown</translation>
    </message>
    <message>
        <location filename="../app/actions/InsertKeyActions.cpp" line="29"/>
        <source>Use &amp;Default Tangent Type</source>
        <translation>&amp;Standard-Tangententyp verwenden</translation>
    </message>
    <message>
        <location filename="../app/actions/InsertKeyActions.cpp" line="30"/>
        <source>Inserted keys get the default tangent type (Key ▸ Default Tangent Type)</source>
        <translation>Eingefügte Keyframes erhalten den Standard-Tangententyp (Keyframe ▸ Standard-Tangententyp)</translation>
    </message>
</context>
<context>
    <name>knotline::InspectorWidget</name>
    <message>
        <location filename="../widgets/inspector/InspectorWidget.cpp" line="32"/>
        <location filename="../widgets/inspector/InspectorWidget.cpp" line="194"/>
        <source>Fix Regressive Tangents</source>
        <translation>Rückläufige Tangenten korrigieren</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InspectorWidget.cpp" line="35"/>
        <source>Bezier (weighted)</source>
        <translation>Bézier (gewichtet)</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InspectorWidget.cpp" line="36"/>
        <source>Hermite (non-weighted)</source>
        <translation>Hermite (ungewichtet)</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InspectorWidget.cpp" line="53"/>
        <source>Curve type</source>
        <translation>Kurventyp</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InspectorWidget.cpp" line="55"/>
        <source>Before the first key</source>
        <translation>Vor dem ersten Keyframe</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InspectorWidget.cpp" line="57"/>
        <source>After the last key</source>
        <translation>Nach dem letzten Keyframe</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InspectorWidget.cpp" line="59"/>
        <source>Inner loop</source>
        <translation>Innere Schleife</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InspectorWidget.cpp" line="61"/>
        <source>Regressive tangents</source>
        <translation>Rückläufige Tangenten</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InspectorWidget.cpp" line="63"/>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InspectorWidget.cpp" line="129"/>
        <source>No channel selected.</source>
        <translation>Kein Kanal ausgewählt.</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InspectorWidget.cpp" line="138"/>
        <source>Locked.</source>
        <translation>Gesperrt.</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InspectorWidget.cpp" line="142"/>
        <source>No regressive segments.</source>
        <translation>Keine rückläufigen Segmente.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/inspector/InspectorWidget.cpp" line="143"/>
        <source>%n regressive segment(s).</source>
        <translation>
            <numerusform>%n rückläufiges Segment.</numerusform>
            <numerusform>%n rückläufige Segmente.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InspectorWidget.cpp" line="182"/>
        <source>Set Curve Type</source>
        <translation>Kurventyp setzen</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/InspectorWidget.cpp" line="186"/>
        <location filename="../widgets/inspector/InspectorWidget.cpp" line="202"/>
        <source>%1 refused: %2</source>
        <translation>%1 abgelehnt: %2</translation>
    </message>
</context>
<context>
    <name>knotline::KeyActions</name>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="24"/>
        <source>&amp;Auto</source>
        <translation>&amp;Automatisch</translation>
    </message>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="25"/>
        <source>Auto &amp;Ease</source>
        <translation>Auto-&amp;Ease</translation>
    </message>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="26"/>
        <source>Auto &amp;Mix</source>
        <translation>Auto-&amp;Mix</translation>
    </message>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="27"/>
        <source>&amp;Spline</source>
        <translation>&amp;Spline</translation>
    </message>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="28"/>
        <source>&amp;Clamped</source>
        <translation>&amp;Begrenzt</translation>
    </message>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="29"/>
        <location filename="../app/actions/KeyActions.cpp" line="82"/>
        <source>&amp;Linear</source>
        <translation>&amp;Linear</translation>
    </message>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="30"/>
        <source>&amp;Flat</source>
        <translation>&amp;Flach</translation>
    </message>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="31"/>
        <source>S&amp;tepped</source>
        <translation>&amp;Gestuft</translation>
    </message>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="32"/>
        <source>Stepped &amp;Next</source>
        <translation>Gestuft (&amp;nächster Wert)</translation>
    </message>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="33"/>
        <source>&amp;Plateau</source>
        <translation>&amp;Plateau</translation>
    </message>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="34"/>
        <source>F&amp;ixed</source>
        <translation>F&amp;ixiert</translation>
    </message>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="50"/>
        <source>&amp;Key</source>
        <translation>&amp;Keyframe</translation>
    </message>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="53"/>
        <source>&amp;Set Key</source>
        <translation>Keyframe &amp;setzen</translation>
    </message>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="54"/>
        <source>Key the curves&apos; values at the current time (selected curves, or all visible ones)</source>
        <translation>Die Werte der Kurven beim aktuellen Frame keyen (ausgewählte Kurven oder alle sichtbaren)</translation>
    </message>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="58"/>
        <source>&amp;Insert Breakdown Key</source>
        <translation>Breakdown-Keyframe &amp;einfügen</translation>
    </message>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="60"/>
        <source>Insert a key at the current time without changing the curves&apos; shape, marked as a breakdown</source>
        <translation>Beim aktuellen Frame einen Keyframe einfügen, ohne die Form der Kurven zu ändern, als Breakdown markiert</translation>
    </message>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="64"/>
        <source>&amp;Mark as Breakdown</source>
        <translation>Als Breakdown &amp;markieren</translation>
    </message>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="68"/>
        <source>&amp;Clear Breakdown Mark</source>
        <translation>Breakdown-Markierung ent&amp;fernen</translation>
    </message>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="74"/>
        <source>&amp;Tangents</source>
        <translation>&amp;Tangenten</translation>
    </message>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="75"/>
        <source>I&amp;n Tangents</source>
        <translation>E&amp;ingangstangenten</translation>
    </message>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="76"/>
        <source>&amp;Out Tangents</source>
        <translation>&amp;Ausgangstangenten</translation>
    </message>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="78"/>
        <source>Segment Inter&amp;polation</source>
        <translation>Segment-Inter&amp;polation</translation>
    </message>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="81"/>
        <source>&amp;Curve</source>
        <translation>&amp;Kurve</translation>
    </message>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="83"/>
        <source>&amp;Held</source>
        <translation>&amp;Gehalten</translation>
    </message>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="84"/>
        <source>&amp;No Value (Block)</source>
        <translation>Kein &amp;Wert (Block)</translation>
    </message>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="93"/>
        <source>&amp;Dual Value</source>
        <translation>&amp;Doppelwert</translation>
    </message>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="95"/>
        <source>&amp;Split Value (Dual-Valued)</source>
        <translation>Wert &amp;teilen (doppelwertig)</translation>
    </message>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="96"/>
        <source>Give the selected keys a separate value from the left, so the curve can jump there</source>
        <translation>Den ausgewählten Keyframes einen eigenen Wert von links geben, damit die Kurve dort springen kann</translation>
    </message>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="101"/>
        <source>&amp;Join Value (Single-Valued)</source>
        <translation>Wert &amp;vereinen (einwertig)</translation>
    </message>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="107"/>
        <source>De&amp;fault Tangent Type</source>
        <translation>Standard-Ta&amp;ngententyp</translation>
    </message>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="158"/>
        <source>Key set at frame %1</source>
        <translation>Keyframe bei Frame %1 gesetzt</translation>
    </message>
    <message>
        <location filename="../app/actions/KeyActions.cpp" line="169"/>
        <source>Breakdown inserted at frame %1</source>
        <translation>Breakdown bei Frame %1 eingefügt</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/actions/KeyActions.cpp" line="181"/>
        <source>%1 (skipped %n curve(s): %2)</source>
        <translation>
            <numerusform>%1 (%n Kurve übersprungen: %2)</numerusform>
            <numerusform>%1 (%n Kurven übersprungen: %2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>knotline::KeySliderActions</name>
    <message>
        <location filename="../app/actions/KeySliderActions.cpp" line="19"/>
        <source>&amp;Key</source>
        <translation>&amp;Keyframe</translation>
    </message>
    <message>
        <location filename="../app/actions/KeySliderActions.cpp" line="21"/>
        <source>S&amp;liders</source>
        <translation>Sc&amp;hieberegler</translation>
    </message>
    <message>
        <location filename="../app/actions/KeySliderActions.cpp" line="43"/>
        <source>Sliders</source>
        <translation>Schieberegler</translation>
    </message>
    <message>
        <location filename="../app/actions/KeySliderActions.cpp" line="44"/>
        <source>Key sliders on the selected keys: Tween (T); the arrow lists every slider</source>
        <translation>Keyframe-Schieberegler auf den ausgewählten Keyframes: Zwischenwert (T); der Pfeil listet alle Regler</translation>
    </message>
</context>
<context>
    <name>knotline::KeySliderBar</name>
    <message>
        <location filename="../widgets/canvas/KeySliderBar.cpp" line="79"/>
        <source>Move the mouse or drag · type a number · A S D: 25 50 100 % (Shift: −) · ← →: 1 % · ↑ ↓: operator · Enter or click: apply · Esc or right-click: cancel</source>
        <translation>Maus bewegen oder ziehen · Zahl tippen · A S D: 25 50 100 % (Umschalt: −) · ← →: 1 % · ↑ ↓: Regler · Eingabe oder Klick: anwenden · Esc oder Rechtsklick: abbrechen</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/KeySliderBar.cpp" line="213"/>
        <source>%1_ %</source>
        <translation>%1_ %</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/KeySliderBar.cpp" line="218"/>
        <source>Sharpness</source>
        <translation>Schärfe</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/KeySliderBar.cpp" line="219"/>
        <source>How sharp the ease is: 1 is a straight line, larger values ease longer</source>
        <translation>Wie scharf das Ease ist: 1 ist eine Gerade, größere Werte beschleunigen länger</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/KeySliderBar.cpp" line="225"/>
        <source>Default</source>
        <translation>Standardwert</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/KeySliderBar.cpp" line="226"/>
        <source>The value the keys blend to at +100 % on curves whose attribute has no default value of its own</source>
        <translation>Der Wert, zu dem die Keyframes bei +100 % überblenden, auf Kurven, deren Attribut keinen eigenen Standardwert hat</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/KeySliderBar.cpp" line="241"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/KeySliderBar.cpp" line="246"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/KeySliderBar.cpp" line="262"/>
        <source>Nothing changed</source>
        <translation>Nichts geändert</translation>
    </message>
</context>
<context>
    <name>knotline::KeyStatsLine</name>
    <message>
        <location filename="../widgets/stats/KeyStatsLine.cpp" line="40"/>
        <source>Type a number to set every selected key, or +=, -=, *=, /= and a number to change each key by it</source>
        <translation>Eine Zahl eingeben, um jeden ausgewählten Keyframe darauf zu setzen, oder +=, -=, *=, /= und eine Zahl, um jeden Keyframe um sie zu ändern</translation>
    </message>
    <message>
        <location filename="../widgets/stats/KeyStatsLine.cpp" line="47"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../widgets/stats/KeyStatsLine.cpp" line="49"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../widgets/stats/KeyStatsLine.cpp" line="136"/>
        <source>mixed</source>
        <translation>gemischt</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/stats/KeyStatsLine.cpp" line="139"/>
        <source>%n key(s) selected on %1</source>
        <translation>
            <numerusform>%n Keyframe ausgewählt auf %1</numerusform>
            <numerusform>%n Keyframes ausgewählt auf %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/stats/KeyStatsLine.cpp" line="140"/>
        <source>%n curve(s)</source>
        <translation>
            <numerusform>%n Kurve</numerusform>
            <numerusform>%n Kurven</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/stats/KeyStatsLine.cpp" line="141"/>
        <source>No keys selected</source>
        <translation>Keine Keyframes ausgewählt</translation>
    </message>
    <message>
        <location filename="../widgets/stats/KeyStatsLine.cpp" line="153"/>
        <source>&quot;%1&quot; is not a number or +=, -=, *=, /= and a number</source>
        <translation>„%1“ ist weder eine Zahl noch +=, -=, *=, /= mit einer Zahl</translation>
    </message>
    <message>
        <location filename="../widgets/stats/KeyStatsLine.cpp" line="165"/>
        <source>Nothing changed</source>
        <translation>Nichts geändert</translation>
    </message>
</context>
<context>
    <name>knotline::KnotTableModel</name>
    <message>
        <location filename="../widgets/models/KnotTableModel.cpp" line="233"/>
        <source>OpenUSD resolves a jump between clips with a sample one SafeStep (%1 time codes) before it: this row is the value just before the jump, not a key.</source>
        <translation>OpenUSD löst einen Sprung zwischen Clips mit einem Sample einen SafeStep (%1 Zeitcodes) davor auf: Diese Zeile ist der Wert unmittelbar vor dem Sprung, kein Key.</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModel.cpp" line="293"/>
        <source>just before %1</source>
        <translation>unmittelbar vor %1</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModel.cpp" line="297"/>
        <source>Jump</source>
        <translation>Sprung</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModel.cpp" line="393"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModel.cpp" line="394"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModel.cpp" line="395"/>
        <source>Pre-value</source>
        <translation>Vorwert</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModel.cpp" line="396"/>
        <source>Interpolation</source>
        <translation>Interpolation</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModel.cpp" line="397"/>
        <source>In type</source>
        <translation>Eingangstyp</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModel.cpp" line="398"/>
        <source>In slope</source>
        <translation>Eingangssteigung</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModel.cpp" line="399"/>
        <source>In width</source>
        <translation>Eingangsbreite</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModel.cpp" line="400"/>
        <source>Out type</source>
        <translation>Ausgangstyp</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModel.cpp" line="401"/>
        <source>Out slope</source>
        <translation>Ausgangssteigung</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModel.cpp" line="402"/>
        <source>Out width</source>
        <translation>Ausgangsbreite</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModel.cpp" line="403"/>
        <source>Tangent lock</source>
        <translation>Tangentensperre</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModel.cpp" line="404"/>
        <source>Weight lock</source>
        <translation>Gewichtssperre</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModel.cpp" line="405"/>
        <source>Breakdown</source>
        <translation>Breakdown</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModel.cpp" line="410"/>
        <source>Key time in time codes</source>
        <translation>Keyframe-Zeit in Zeitcodes</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModel.cpp" line="411"/>
        <source>Value from the left of a dual-valued knot; empty for a single value</source>
        <translation>Wert von links eines doppelwertigen Knotens; leer bei einem einzelnen Wert</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModel.cpp" line="412"/>
        <source>Interpolation of the segment after the key</source>
        <translation>Interpolation des Segments nach dem Keyframe</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModel.cpp" line="414"/>
        <source>Tangent width in time codes (Bezier curves only)</source>
        <translation>Tangentenbreite in Zeitcodes (nur Bézier-Kurven)</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModel.cpp" line="416"/>
        <source>Tangent slope in value units per time code</source>
        <translation>Tangentensteigung in Werteinheiten pro Zeitcode</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModelEdits.cpp" line="106"/>
        <source>The channel is read-only or locked.</source>
        <translation>Der Kanal ist schreibgeschützt oder gesperrt.</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModelEdits.cpp" line="108"/>
        <source>This cell cannot be edited on this curve.</source>
        <translation>Diese Zelle lässt sich bei dieser Kurve nicht bearbeiten.</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModelEdits.cpp" line="127"/>
        <source>Set Knot Time</source>
        <translation>Knotenzeit setzen</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModelEdits.cpp" line="133"/>
        <source>Set Knot Value</source>
        <translation>Knotenwert setzen</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModelEdits.cpp" line="140"/>
        <source>A stepped-next key keeps its pre-value: change its out tangent type instead.</source>
        <translation>Ein Keyframe mit „gestuft (nächster Wert)“ behält seinen Vorwert: ändern Sie stattdessen seinen Ausgangstangententyp.</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModelEdits.cpp" line="143"/>
        <source>Remove Pre-Value</source>
        <translation>Vorwert entfernen</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModelEdits.cpp" line="143"/>
        <source>Set Knot Pre-Value</source>
        <translation>Knoten-Vorwert setzen</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModelEdits.cpp" line="149"/>
        <source>Unknown interpolation.</source>
        <translation>Unbekannte Interpolation.</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModelEdits.cpp" line="152"/>
        <source>Set Interpolation</source>
        <translation>Interpolation setzen</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModelEdits.cpp" line="159"/>
        <source>Unknown tangent type.</source>
        <translation>Unbekannter Tangententyp.</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModelEdits.cpp" line="163"/>
        <source>Set In Tangent Type</source>
        <translation>Eingangstangententyp setzen</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModelEdits.cpp" line="166"/>
        <source>Set Out Tangent Type</source>
        <translation>Ausgangstangententyp setzen</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModelEdits.cpp" line="175"/>
        <source>Set In Slope</source>
        <translation>Eingangssteigung setzen</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModelEdits.cpp" line="175"/>
        <source>Set Out Slope</source>
        <translation>Ausgangssteigung setzen</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModelEdits.cpp" line="182"/>
        <source>A tangent width must not be negative.</source>
        <translation>Eine Tangentenbreite darf nicht negativ sein.</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModelEdits.cpp" line="184"/>
        <source>Set In Width</source>
        <translation>Eingangsbreite setzen</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModelEdits.cpp" line="184"/>
        <source>Set Out Width</source>
        <translation>Ausgangsbreite setzen</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModelEdits.cpp" line="192"/>
        <source>Lock Tangents</source>
        <translation>Tangenten sperren</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModelEdits.cpp" line="192"/>
        <source>Unlock Tangents</source>
        <translation>Tangenten entsperren</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModelEdits.cpp" line="195"/>
        <source>Lock Weights</source>
        <translation>Gewichte sperren</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModelEdits.cpp" line="195"/>
        <source>Unlock Weights</source>
        <translation>Gewichte entsperren</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModelEdits.cpp" line="198"/>
        <source>Mark Breakdown</source>
        <translation>Breakdown markieren</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModelEdits.cpp" line="198"/>
        <source>Unmark Breakdown</source>
        <translation>Breakdown-Markierung entfernen</translation>
    </message>
    <message>
        <location filename="../widgets/models/KnotTableModelEdits.cpp" line="208"/>
        <source>%1 refused: %2</source>
        <translation>%1 abgelehnt: %2</translation>
    </message>
</context>
<context>
    <name>knotline::MainWindow</name>
    <message>
        <location filename="../app/MainWindow.cpp" line="166"/>
        <source>Undo failed: %1</source>
        <translation>Rückgängig machen fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="166"/>
        <source>Redo failed: %1</source>
        <translation>Wiederherstellen fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="146"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="148"/>
        <source>&amp;Keyboard and Mouse</source>
        <translation>&amp;Tastatur und Maus</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="151"/>
        <source>Show the mouse gestures and keys of the editor</source>
        <translation>Die Mausgesten und Tasten des Editors zeigen</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="153"/>
        <source>&amp;About Knotline</source>
        <translation>Ü&amp;ber Knotline</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="155"/>
        <source>&lt;h3&gt;Knotline %1&lt;/h3&gt;&lt;p&gt;A spline and curve editor for animators, following OpenUSD spline semantics.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Knotline %1&lt;/h3&gt;&lt;p&gt;Ein Spline- und Kurveneditor für Animatoren, der der Spline-Semantik von OpenUSD folgt.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="160"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="259"/>
        <source>&lt;opened&gt;</source>
        <translation>&lt;geöffnet&gt;</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="263"/>
        <source>Channels</source>
        <translation>Kanäle</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="265"/>
        <source>Undo History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="268"/>
        <source>Inspector</source>
        <translation>Inspektor</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="277"/>
        <source>Keys</source>
        <translation>Keyframes</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="279"/>
        <source>Velocity</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="281"/>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="361"/>
        <source>Cannot open %1</source>
        <translation>%1 kann nicht geöffnet werden</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/MainWindow.cpp" line="372"/>
        <source>Opened with %n warning(s); first: %1</source>
        <translation>
            <numerusform>Mit %n Warnung geöffnet: %1</numerusform>
            <numerusform>Mit %n Warnungen geöffnet; erste: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/MainWindow.cpp" line="380"/>
        <source>Opened %1: %n clip(s) name no animation (File ▸ Map Missing Animations…)</source>
        <translation>
            <numerusform>%1 geöffnet: %n Clip nennt keine Animation (Datei ▸ Fehlende Animationen zuordnen…)</numerusform>
            <numerusform>%1 geöffnet: %n Clips nennen keine Animation (Datei ▸ Fehlende Animationen zuordnen…)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="385"/>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="395"/>
        <source>New empty document</source>
        <translation>Neues leeres Dokument</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="447"/>
        <source>untitled.anim</source>
        <translation>unbenannt.anim</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="429"/>
        <source>Maya anim files (*.anim)</source>
        <translation>Maya-anim-Dateien (*.anim)</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="271"/>
        <source>Clip</source>
        <translation>Clip</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="428"/>
        <source>USD layers (*.usda)</source>
        <translation>USD-Layer (*.usda)</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="453"/>
        <source>OpenTimelineIO (*.otio)</source>
        <translation>OpenTimelineIO (*.otio)</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="466"/>
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="490"/>
        <source>Cannot save %1</source>
        <translation>%1 kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="494"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="503"/>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="504"/>
        <source>%1 has unsaved changes. Save them first?</source>
        <translation>%1 enthält ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="540"/>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="542"/>
        <source>Sample Scene</source>
        <translation>Beispielszene</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="547"/>
        <source>%1[*] — Knotline</source>
        <translation>%1[*] — Knotline</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="561"/>
        <source>Not done: %1</source>
        <translation>Nicht ausgeführt: %1</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="572"/>
        <source>Nothing changed</source>
        <translation>Nichts geändert</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="577"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="154"/>
        <source>About Knotline</source>
        <translation>Über Knotline</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="97"/>
        <source>Curves</source>
        <translation>Kurven</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="404"/>
        <source>New empty timeline</source>
        <translation>Neue leere Zeitleiste</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="447"/>
        <source>untitled.json</source>
        <translation>unbenannt.json</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="453"/>
        <source>Compiled timelines (*.json)</source>
        <translation>Kompilierte Zeitleisten (*.json)</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="544"/>
        <source>Sample Timeline</source>
        <translation>Beispiel-Zeitleiste</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/MainWindow.cpp" line="342"/>
        <source>Playback cannot keep up at %1 fps: %n frame(s) dropped</source>
        <translation>
            <numerusform>Die Wiedergabe kommt bei %1 fps nicht mit: %n Frame ausgelassen</numerusform>
            <numerusform>Die Wiedergabe kommt bei %1 fps nicht mit: %n Frames ausgelassen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="283"/>
        <source>Pose</source>
        <translation>Pose</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="284"/>
        <source>Retiming</source>
        <translation>Zeitumrechnung</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="435"/>
        <source>untitled</source>
        <translation>unbenannt</translation>
    </message>
</context>
<context>
    <name>knotline::PlacementInspector</name>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="43"/>
        <source>Start (s)</source>
        <translation>Anfang (s)</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="43"/>
        <source>Where the clip starts playing, timeline seconds; its content stays where it is (the trim in changes)</source>
        <translation>Wo der Clip zu spielen beginnt, in Sekunden der Zeitleiste; sein Inhalt bleibt, wo er ist (der Anfangsschnitt ändert sich)</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="44"/>
        <source>End (s)</source>
        <translation>Ende (s)</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="44"/>
        <source>Where the clip stops playing, timeline seconds</source>
        <translation>Wo der Clip zu spielen aufhört, in Sekunden der Zeitleiste</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="45"/>
        <source>Trim in (s)</source>
        <translation>Anfangsschnitt (s)</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="45"/>
        <source>Seconds of the clip&apos;s head that are hidden</source>
        <translation>Sekunden vom Anfang des Clips, die verborgen sind</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="46"/>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="46"/>
        <source>Clip seconds per timeline second; the start stays in place</source>
        <translation>Clipsekunden je Sekunde der Zeitleiste; der Anfang bleibt, wo er ist</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="47"/>
        <source>Window (clip s)</source>
        <translation>Fenster (Clip-s)</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="47"/>
        <source>Clip seconds it plays from its anchor; empty: the clip&apos;s duration</source>
        <translation>Clipsekunden, die er ab seinem Anker spielt; leer: die Dauer des Clips</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="50"/>
        <source>Once</source>
        <translation>Einmal</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="50"/>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="52"/>
        <source>Loop</source>
        <translation>Schleife</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="50"/>
        <source>Ping-pong</source>
        <translation>Pingpong</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="51"/>
        <source>The clip&apos;s loop mode: every placement of this clip plays it</source>
        <translation>Der Schleifenmodus des Clips: jede Platzierung dieses Clips spielt ihn so</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="53"/>
        <source>Blend in (s)</source>
        <translation>Einblenden (s)</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="53"/>
        <source>The ramp up from the start (blended pose)</source>
        <translation>Die Rampe hinauf ab dem Anfang (gemischte Pose)</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="54"/>
        <source>Blend out (s)</source>
        <translation>Ausblenden (s)</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="54"/>
        <source>The ramp down to the end (blended pose)</source>
        <translation>Die Rampe hinunter bis zum Ende (gemischte Pose)</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="55"/>
        <source>Track weight</source>
        <translation>Spurgewicht</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="55"/>
        <source>0 to 1: how much the track counts in the blended pose</source>
        <translation>0 bis 1: wie viel die Spur in der gemischten Pose zählt</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="58"/>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="58"/>
        <source>Additive</source>
        <translation>Additiv</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="59"/>
        <source>Replace blends towards the track&apos;s values; Additive adds them (blended pose)</source>
        <translation>Ersetzen mischt zu den Werten der Spur hin; Additiv addiert sie (gemischte Pose)</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="60"/>
        <source>Track blend</source>
        <translation>Spurmischung</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="61"/>
        <source>Enabled</source>
        <translation>Aktiviert</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="63"/>
        <source>A disabled clip plays nothing (E in the timeline)</source>
        <translation>Ein deaktivierter Clip spielt nichts ab (E in der Zeitleiste)</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="65"/>
        <source>Holds after its end</source>
        <translation>Hält nach seinem Ende</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="67"/>
        <source>Blended pose: without a blend out, its last values hold until other clips play; off, it plays nothing after its end</source>
        <translation>Überblendete Pose: ohne Ausblenden halten seine letzten Werte, bis andere Clips spielen; aus: nach seinem Ende spielt er nichts</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="72"/>
        <source>Sync %1 (s)</source>
        <translation>Sync %1 (s)</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="73"/>
        <source>Requested timeline time of the %1 sync point; empty: no request</source>
        <translation>Angeforderte Zeit des Sync-Punkts %1 auf der Zeitleiste; leer: keine Anforderung</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="77"/>
        <source>Set Clip Start</source>
        <translation>Clipanfang setzen</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="80"/>
        <source>Set Clip End</source>
        <translation>Clipende setzen</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="83"/>
        <source>Set Trim In</source>
        <translation>Anfangsschnitt setzen</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="86"/>
        <source>Set Clip Speed</source>
        <translation>Clipgeschwindigkeit setzen</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="89"/>
        <source>Set Clip Window</source>
        <translation>Clipfenster setzen</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="92"/>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="95"/>
        <source>Change Blend</source>
        <translation>Überblendung ändern</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="98"/>
        <source>Set Track Weight</source>
        <translation>Spurgewicht setzen</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="103"/>
        <source>Move Sync Point</source>
        <translation>Sync-Punkt verschieben</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="111"/>
        <source>Set Loop Mode</source>
        <translation>Schleifenmodus setzen</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="115"/>
        <source>Make Track Additive</source>
        <translation>Spur additiv machen</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="115"/>
        <source>Make Track Replace</source>
        <translation>Spur ersetzend machen</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="119"/>
        <source>Enable Clips</source>
        <translation>Clips aktivieren</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="119"/>
        <source>Disable Clips</source>
        <translation>Clips deaktivieren</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="128"/>
        <source>Hold After End</source>
        <translation>Nach dem Ende halten</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="128"/>
        <source>Stop Holding After End</source>
        <translation>Nach dem Ende nicht mehr halten</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="190"/>
        <source>Select a placed clip in the timeline to edit it here.</source>
        <translation>Wählen Sie einen platzierten Clip in der Zeitleiste, um ihn hier zu bearbeiten.</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="200"/>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="200"/>
        <source>(unnamed clip)</source>
        <translation>(unbenannter Clip)</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="201"/>
        <source>Track %1</source>
        <translation>Spur %1</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/PlacementInspector.cpp" line="210"/>
        <source>%1 (clip)</source>
        <translation>%1 (Clip)</translation>
    </message>
</context>
<context>
    <name>knotline::PoseModel</name>
    <message>
        <location filename="../widgets/pose/PoseModel.cpp" line="20"/>
        <location filename="../widgets/pose/PoseView.cpp" line="112"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../widgets/pose/PoseModel.cpp" line="134"/>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <location filename="../widgets/pose/PoseModel.cpp" line="136"/>
        <source>Held</source>
        <translation>Gehalten</translation>
    </message>
    <message>
        <location filename="../widgets/pose/PoseModel.cpp" line="140"/>
        <source>At rest</source>
        <translation>In Ruhe</translation>
    </message>
    <message>
        <location filename="../widgets/pose/PoseModel.cpp" line="152"/>
        <source>Track %1</source>
        <translation>Spur %1</translation>
    </message>
    <message>
        <location filename="../widgets/pose/PoseModel.cpp" line="154"/>
        <source>%1 ▸ %2</source>
        <translation>%1 ▸ %2</translation>
    </message>
    <message>
        <location filename="../widgets/pose/PoseModel.cpp" line="171"/>
        <source>(held)</source>
        <translation>(gehalten)</translation>
    </message>
    <message>
        <location filename="../widgets/pose/PoseModel.cpp" line="185"/>
        <source>true</source>
        <translation>wahr</translation>
    </message>
    <message>
        <location filename="../widgets/pose/PoseModel.cpp" line="185"/>
        <source>false</source>
        <translation>falsch</translation>
    </message>
    <message>
        <location filename="../widgets/pose/PoseModel.cpp" line="213"/>
        <source>The winning placed clip plays at this time</source>
        <translation>Der gewinnende platzierte Clip spielt zu dieser Zeit</translation>
    </message>
    <message>
        <location filename="../widgets/pose/PoseModel.cpp" line="215"/>
        <source>The winning placed clip has ended and holds its last value</source>
        <translation>Der gewinnende platzierte Clip ist zu Ende und hält seinen letzten Wert</translation>
    </message>
    <message>
        <location filename="../widgets/pose/PoseModel.cpp" line="217"/>
        <source>No value: no placed clip writing this key has started, or the winner has no value here</source>
        <translation>Kein Wert: kein platzierter Clip, der diesen Schlüssel schreibt, hat begonnen, oder der Gewinner hat hier keinen Wert</translation>
    </message>
    <message>
        <location filename="../widgets/pose/PoseModel.cpp" line="252"/>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../widgets/pose/PoseModel.cpp" line="254"/>
        <source>Property</source>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <location filename="../widgets/pose/PoseModel.cpp" line="256"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../widgets/pose/PoseModel.cpp" line="258"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location filename="../widgets/pose/PoseModel.cpp" line="260"/>
        <source>Placed clip</source>
        <translation>Platzierter Clip</translation>
    </message>
    <message>
        <location filename="../widgets/pose/PoseModel.cpp" line="262"/>
        <source>Written at</source>
        <translation>Geschrieben bei</translation>
    </message>
    <message>
        <location filename="../widgets/pose/PoseModel.cpp" line="264"/>
        <source>Contributions</source>
        <translation>Beiträge</translation>
    </message>
</context>
<context>
    <name>knotline::PoseView</name>
    <message>
        <location filename="../widgets/pose/PoseView.cpp" line="123"/>
        <source>No timeline: open a compiled timeline (.json) to see its pose</source>
        <translation>Keine Zeitleiste: eine kompilierte Zeitleiste (.json) öffnen, um ihre Pose zu sehen</translation>
    </message>
    <message>
        <location filename="../widgets/pose/PoseView.cpp" line="125"/>
        <source>Pose at frame %1 (%2 s)</source>
        <translation>Pose bei Frame %1 (%2 s)</translation>
    </message>
</context>
<context>
    <name>knotline::PreviewDialog</name>
    <message>
        <location filename="../app/dialogs/PreviewDialog.cpp" line="13"/>
        <source>&amp;Preview</source>
        <translation>&amp;Vorschau</translation>
    </message>
</context>
<context>
    <name>knotline::RegionToolActions</name>
    <message>
        <location filename="../app/actions/RegionToolActions.cpp" line="16"/>
        <source>&amp;Key</source>
        <translation>&amp;Keyframe</translation>
    </message>
    <message>
        <location filename="../app/actions/RegionToolActions.cpp" line="17"/>
        <source>&amp;Region Scale Tool</source>
        <translation>&amp;Bereichs-Skalierwerkzeug</translation>
    </message>
    <message>
        <location filename="../app/actions/RegionToolActions.cpp" line="18"/>
        <source>Region</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <location filename="../app/actions/RegionToolActions.cpp" line="19"/>
        <source>Scale the selected keys by dragging the handles of the box around them (R)</source>
        <translation>Die ausgewählten Keyframes skalieren, indem man die Griffe des Rahmens um sie zieht (R)</translation>
    </message>
    <message>
        <location filename="../app/actions/RegionToolActions.cpp" line="20"/>
        <source>While on, a box with handles surrounds the selected keys: drag an edge or a corner to scale them in time and value about the opposite edge</source>
        <translation>Solange eingeschaltet, umgibt ein Rahmen mit Griffen die ausgewählten Keyframes: eine Kante oder Ecke ziehen, um sie in Zeit und Wert um die gegenüberliegende Kante zu skalieren</translation>
    </message>
</context>
<context>
    <name>knotline::RegressionFixMenu</name>
    <message>
        <location filename="../widgets/canvas/RegressionFixMenu.cpp" line="19"/>
        <source>Fix Regressive Segment</source>
        <translation>Rückläufiges Segment korrigieren</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/RegressionFixMenu.cpp" line="20"/>
        <source>Fix regressive segment:</source>
        <translation>Rückläufiges Segment korrigieren:</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/RegressionFixMenu.cpp" line="28"/>
        <source>Contain (clamp both tangents to the segment)</source>
        <translation>Eingrenzen (beide Tangenten auf das Segment begrenzen)</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/RegressionFixMenu.cpp" line="28"/>
        <source>Contain</source>
        <translation>Eingrenzen</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/RegressionFixMenu.cpp" line="29"/>
        <source>Keep Ratio (shorten both tangents)</source>
        <translation>Verhältnis beibehalten (beide Tangenten kürzen)</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/RegressionFixMenu.cpp" line="29"/>
        <source>Keep Ratio</source>
        <translation>Verhältnis beibehalten</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/RegressionFixMenu.cpp" line="30"/>
        <source>Keep Start (shorten the end tangent)</source>
        <translation>Anfang beibehalten (die Endtangente kürzen)</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/RegressionFixMenu.cpp" line="30"/>
        <source>Keep Start</source>
        <translation>Anfang beibehalten</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/RegressionFixMenu.cpp" line="36"/>
        <source>Fix Regressive Segment (%1)</source>
        <translation>Rückläufiges Segment korrigieren (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/RegressionFixMenu.cpp" line="47"/>
        <source>Fix All Regressive Segments of This Curve (Keep Ratio)</source>
        <translation>Alle rückläufigen Segmente dieser Kurve korrigieren (Verhältnis beibehalten)</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/RegressionFixMenu.cpp" line="52"/>
        <source>Fix Regressive Segments</source>
        <translation>Rückläufige Segmente korrigieren</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/RegressionFixMenu.cpp" line="59"/>
        <source>Regressive segment (frames %1 to %2): its tangents are so long that the curve would run backwards in time. It is drawn as if Keep Ratio had been applied. Click the marker for fixes.</source>
        <translation>Rückläufiges Segment (Frames %1 bis %2): Seine Tangenten sind so lang, dass die Kurve in der Zeit zurücklaufen würde. Es wird gezeichnet, als wäre „Verhältnis beibehalten“ angewandt. Klicken Sie auf die Markierung für Korrekturen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/canvas/RegressionFixMenu.cpp" line="45"/>
        <source>Fix All Regressive Segments of the %n Selected Curves (Keep Ratio)</source>
        <translation>
            <numerusform>Alle regressiven Segmente der %n ausgewählten Kurve beheben (Verhältnis beibehalten)</numerusform>
            <numerusform>Alle regressiven Segmente der %n ausgewählten Kurven beheben (Verhältnis beibehalten)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>knotline::RetimingChart</name>
    <message>
        <location filename="../widgets/charts/RetimingChart.cpp" line="50"/>
        <source>Jumps</source>
        <translation>Sprünge</translation>
    </message>
    <message>
        <location filename="../widgets/charts/RetimingChart.cpp" line="51"/>
        <source>Reversals</source>
        <translation>Umkehrungen</translation>
    </message>
    <message>
        <location filename="../widgets/charts/RetimingChart.cpp" line="52"/>
        <source>Sync points</source>
        <translation>Synchronisationspunkte</translation>
    </message>
    <message>
        <location filename="../widgets/charts/RetimingChart.cpp" line="66"/>
        <location filename="../widgets/charts/RetimingChart.cpp" line="103"/>
        <location filename="../widgets/charts/RetimingChart.cpp" line="113"/>
        <source>Clip time</source>
        <translation>Clip-Zeit</translation>
    </message>
    <message>
        <location filename="../widgets/charts/RetimingChart.cpp" line="67"/>
        <source>Current time</source>
        <translation>Aktuelle Zeit</translation>
    </message>
    <message>
        <location filename="../widgets/charts/RetimingChart.cpp" line="84"/>
        <source>No placed clip or clip set</source>
        <translation>Kein platzierter Clip und kein Clip-Set</translation>
    </message>
    <message>
        <location filename="../widgets/charts/RetimingChart.cpp" line="92"/>
        <source>Timeline time (frames)</source>
        <translation>Zeitleisten-Zeit (Frames)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/RetimingChart.cpp" line="93"/>
        <source>Clip time (frames)</source>
        <translation>Clip-Zeit (Frames)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/RetimingChart.cpp" line="102"/>
        <source>Stage time</source>
        <translation>Stage-Zeit</translation>
    </message>
    <message>
        <location filename="../widgets/charts/RetimingChart.cpp" line="112"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../widgets/charts/RetimingChart.cpp" line="129"/>
        <source>Retiming of %1</source>
        <translation>Zeitumrechnung von %1</translation>
    </message>
    <message>
        <location filename="../widgets/charts/RetimingChart.cpp" line="131"/>
        <source> (first %1 cycles shown)</source>
        <translation> (die ersten %1 Zyklen gezeigt)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/RetimingChart.cpp" line="173"/>
        <source>Held</source>
        <translation>Gehalten</translation>
    </message>
</context>
<context>
    <name>knotline::RetimingChartSource</name>
    <message>
        <location filename="../widgets/charts/RetimingChartSource.cpp" line="48"/>
        <source>Retiming: no placed clip or clip set</source>
        <translation>Zeitumrechnung: kein platzierter Clip und kein Clip-Set</translation>
    </message>
    <message>
        <location filename="../widgets/charts/RetimingChartSource.cpp" line="59"/>
        <source>Retiming: select a placed clip in the timeline</source>
        <translation>Retiming: wählen Sie einen platzierten Clip in der Zeitleiste</translation>
    </message>
    <message>
        <location filename="../widgets/charts/RetimingChartSource.cpp" line="64"/>
        <source>track %1</source>
        <translation>Spur %1</translation>
    </message>
    <message>
        <location filename="../widgets/charts/RetimingChartSource.cpp" line="65"/>
        <source>%1 on %2 (placed clip %3)</source>
        <translation>%1 auf %2 (platzierter Clip %3)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/RetimingChartSource.cpp" line="85"/>
        <source>clip set &apos;%1&apos; of %2</source>
        <translation>Clip-Set &apos;%1&apos; von %2</translation>
    </message>
    <message>
        <location filename="../widgets/charts/RetimingChartSource.cpp" line="87"/>
        <source> (1 of %1)</source>
        <translation> (1 von %1)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/RetimingChartSource.cpp" line="91"/>
        <source>Retiming: the document has no clip set</source>
        <translation>Zeitumrechnung: das Dokument hat kein Clip-Set</translation>
    </message>
</context>
<context>
    <name>knotline::RoundTripDialog</name>
    <message>
        <location filename="../app/dialogs/RoundTripDialog.cpp" line="33"/>
        <source>Exact</source>
        <translation>Exakt</translation>
    </message>
    <message>
        <location filename="../app/dialogs/RoundTripDialog.cpp" line="35"/>
        <source>Rounding only</source>
        <translation>Nur Rundung</translation>
    </message>
    <message>
        <location filename="../app/dialogs/RoundTripDialog.cpp" line="39"/>
        <source>Differs</source>
        <translation>Weicht ab</translation>
    </message>
    <message>
        <location filename="../app/dialogs/RoundTripDialog.cpp" line="45"/>
        <source>Maya ↔ USD Round Trip</source>
        <translation>Maya ↔ USD-Rundweg</translation>
    </message>
    <message>
        <location filename="../app/dialogs/RoundTripDialog.cpp" line="46"/>
        <source>Each Maya curve was written as an OpenUSD spline (usda text), read back and converted back to a Maya curve. Both were compared with the original at every frame, every 1/8 frame and every key, beyond the keys as well (infinity).</source>
        <translation>Jede Maya-Kurve wurde als OpenUSD-Spline (usda-Text) geschrieben, wieder eingelesen und zurück in eine Maya-Kurve umgewandelt. Beide wurden mit dem Original an jedem Frame, jedem 1/8 Frame und jedem Key verglichen, auch jenseits der Keys (Unendlich-Verhalten).</translation>
    </message>
    <message>
        <location filename="../app/dialogs/RoundTripDialog.cpp" line="53"/>
        <source>Curve</source>
        <translation>Kurve</translation>
    </message>
    <message>
        <location filename="../app/dialogs/RoundTripDialog.cpp" line="53"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../app/dialogs/RoundTripDialog.cpp" line="53"/>
        <source>USD spline: largest difference</source>
        <translation>USD-Spline: größte Abweichung</translation>
    </message>
    <message>
        <location filename="../app/dialogs/RoundTripDialog.cpp" line="53"/>
        <location filename="../app/dialogs/RoundTripDialog.cpp" line="54"/>
        <source>at frame</source>
        <translation>bei Frame</translation>
    </message>
    <message>
        <location filename="../app/dialogs/RoundTripDialog.cpp" line="54"/>
        <source>Back in Maya: largest difference</source>
        <translation>Zurück in Maya: größte Abweichung</translation>
    </message>
    <message>
        <location filename="../app/dialogs/RoundTripDialog.cpp" line="68"/>
        <source>%1 exact, %2 rounding only, %3 differ; %4 samples compared.</source>
        <translation>%1 exakt, %2 nur Rundung, %3 abweichend; %4 Stichproben verglichen.</translation>
    </message>
</context>
<context>
    <name>knotline::ScaleKeysDialog</name>
    <message>
        <location filename="../app/dialogs/ScaleKeysDialog.cpp" line="19"/>
        <source>&amp;Ripple: move the later keys along</source>
        <translation>&amp;Ripple: spätere Keys mitverschieben</translation>
    </message>
    <message>
        <location filename="../app/dialogs/ScaleKeysDialog.cpp" line="21"/>
        <source>Scale Keys</source>
        <translation>Keys skalieren</translation>
    </message>
    <message>
        <location filename="../app/dialogs/ScaleKeysDialog.cpp" line="23"/>
        <source>Current time</source>
        <translation>Aktuelle Zeit</translation>
    </message>
    <message>
        <location filename="../app/dialogs/ScaleKeysDialog.cpp" line="24"/>
        <source>Start of the selection</source>
        <translation>Anfang der Auswahl</translation>
    </message>
    <message>
        <location filename="../app/dialogs/ScaleKeysDialog.cpp" line="25"/>
        <source>Frame:</source>
        <translation>Frame:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/ScaleKeysDialog.cpp" line="34"/>
        <source>Scales the selected keys about the pivot. A negative time scale reverses them (their tangents mirrored).</source>
        <translation>Skaliert die ausgewählten Keys um den Drehpunkt. Eine negative Zeitskalierung kehrt sie um (mit gespiegelten Tangenten).</translation>
    </message>
    <message>
        <location filename="../app/dialogs/ScaleKeysDialog.cpp" line="39"/>
        <source>Time scale:</source>
        <translation>Zeitskalierung:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/ScaleKeysDialog.cpp" line="40"/>
        <source>Value scale:</source>
        <translation>Wertskalierung:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/ScaleKeysDialog.cpp" line="41"/>
        <source>Time pivot:</source>
        <translation>Zeit-Drehpunkt:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/ScaleKeysDialog.cpp" line="43"/>
        <source>Value pivot:</source>
        <translation>Wert-Drehpunkt:</translation>
    </message>
</context>
<context>
    <name>knotline::TangentToolBar</name>
    <message>
        <location filename="../app/actions/TangentToolBar.cpp" line="21"/>
        <location filename="../app/actions/TangentToolBar.cpp" line="64"/>
        <source>Tangents</source>
        <translation>Tangenten</translation>
    </message>
    <message>
        <location filename="../app/actions/TangentToolBar.cpp" line="36"/>
        <source>Auto</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <location filename="../app/actions/TangentToolBar.cpp" line="37"/>
        <source>Spline</source>
        <translation>Spline</translation>
    </message>
    <message>
        <location filename="../app/actions/TangentToolBar.cpp" line="38"/>
        <source>Clamped</source>
        <translation>Begrenzt</translation>
    </message>
    <message>
        <location filename="../app/actions/TangentToolBar.cpp" line="39"/>
        <source>Linear</source>
        <translation>Linear</translation>
    </message>
    <message>
        <location filename="../app/actions/TangentToolBar.cpp" line="40"/>
        <source>Flat</source>
        <translation>Flach</translation>
    </message>
    <message>
        <location filename="../app/actions/TangentToolBar.cpp" line="41"/>
        <source>Step</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../app/actions/TangentToolBar.cpp" line="42"/>
        <source>Step Next</source>
        <translation>Stufe nächster</translation>
    </message>
    <message>
        <location filename="../app/actions/TangentToolBar.cpp" line="43"/>
        <source>Plateau</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <location filename="../app/actions/TangentToolBar.cpp" line="44"/>
        <source>Fixed</source>
        <translation>Fixiert</translation>
    </message>
    <message>
        <location filename="../app/actions/TangentToolBar.cpp" line="45"/>
        <source>Ease</source>
        <translation>Ease</translation>
    </message>
    <message>
        <location filename="../app/actions/TangentToolBar.cpp" line="46"/>
        <source>Mix</source>
        <translation>Mix</translation>
    </message>
    <message>
        <location filename="../app/actions/TangentToolBar.cpp" line="56"/>
        <source>%1 tangents on the selected keys (%2)</source>
        <translation>Tangenten „%1“ auf den ausgewählten Keyframes (%2)</translation>
    </message>
    <message>
        <location filename="../app/actions/TangentToolBar.cpp" line="74"/>
        <source>&amp;Break Tangents</source>
        <translation>Tangenten &amp;brechen</translation>
    </message>
    <message>
        <location filename="../app/actions/TangentToolBar.cpp" line="74"/>
        <source>Break</source>
        <translation>Brechen</translation>
    </message>
    <message>
        <location filename="../app/actions/TangentToolBar.cpp" line="76"/>
        <source>&amp;Unify Tangents</source>
        <translation>Tangenten &amp;vereinen</translation>
    </message>
    <message>
        <location filename="../app/actions/TangentToolBar.cpp" line="76"/>
        <source>Unify</source>
        <translation>Vereinen</translation>
    </message>
    <message>
        <location filename="../app/actions/TangentToolBar.cpp" line="78"/>
        <source>&amp;Weighted Tangents</source>
        <translation>&amp;Gewichtete Tangenten</translation>
    </message>
    <message>
        <location filename="../app/actions/TangentToolBar.cpp" line="78"/>
        <source>Weighted</source>
        <translation>Gewichtet</translation>
    </message>
    <message>
        <location filename="../app/actions/TangentToolBar.cpp" line="80"/>
        <source>&amp;Non-Weighted Tangents</source>
        <translation>&amp;Ungewichtete Tangenten</translation>
    </message>
    <message>
        <location filename="../app/actions/TangentToolBar.cpp" line="80"/>
        <source>Unweighted</source>
        <translation>Ungewichtet</translation>
    </message>
    <message>
        <location filename="../app/actions/TangentToolBar.cpp" line="82"/>
        <source>&amp;Free Tangent Weights</source>
        <translation>Tangentengewichte &amp;freigeben</translation>
    </message>
    <message>
        <location filename="../app/actions/TangentToolBar.cpp" line="82"/>
        <source>Free Weights</source>
        <translation>Gewichte frei</translation>
    </message>
    <message>
        <location filename="../app/actions/TangentToolBar.cpp" line="84"/>
        <source>&amp;Lock Tangent Weights</source>
        <translation>Tangentengewichte &amp;sperren</translation>
    </message>
    <message>
        <location filename="../app/actions/TangentToolBar.cpp" line="84"/>
        <source>Lock Weights</source>
        <translation>Gewichte sperren</translation>
    </message>
    <message>
        <location filename="../app/actions/TangentToolBar.cpp" line="88"/>
        <source>In and out tangents of the selected keys move independently</source>
        <translation>Eingangs- und Ausgangstangente der ausgewählten Keyframes bewegen sich unabhängig</translation>
    </message>
    <message>
        <location filename="../app/actions/TangentToolBar.cpp" line="89"/>
        <source>In and out tangents of the selected keys move together, turned to one direction</source>
        <translation>Eingangs- und Ausgangstangente der ausgewählten Keyframes bewegen sich gemeinsam, in eine Richtung gedreht</translation>
    </message>
    <message>
        <location filename="../app/actions/TangentToolBar.cpp" line="90"/>
        <source>The curves of the selected keys get Bezier tangents with a length</source>
        <translation>Die Kurven der ausgewählten Keyframes erhalten Bezier-Tangenten mit Länge</translation>
    </message>
    <message>
        <location filename="../app/actions/TangentToolBar.cpp" line="91"/>
        <source>The curves of the selected keys get Hermite tangents (slope only)</source>
        <translation>Die Kurven der ausgewählten Keyframes erhalten Hermite-Tangenten (nur Steigung)</translation>
    </message>
    <message>
        <location filename="../app/actions/TangentToolBar.cpp" line="92"/>
        <source>The tangent length of the selected keys can change in a drag</source>
        <translation>Die Tangentenlänge der ausgewählten Keyframes kann sich beim Ziehen ändern</translation>
    </message>
    <message>
        <location filename="../app/actions/TangentToolBar.cpp" line="93"/>
        <source>The tangent length of the selected keys stays when the tangent is dragged</source>
        <translation>Die Tangentenlänge der ausgewählten Keyframes bleibt, wenn die Tangente gezogen wird</translation>
    </message>
</context>
<context>
    <name>knotline::TimelineActions</name>
    <message>
        <location filename="../app/actions/TimelineActions.cpp" line="21"/>
        <source>&amp;Timeline</source>
        <translation>Zei&amp;tleiste</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineActions.cpp" line="28"/>
        <source>&amp;Split at Current Time</source>
        <translation>An der aktuellen Zeit &amp;teilen</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineActions.cpp" line="30"/>
        <source>&amp;Duplicate Clips</source>
        <translation>Clips &amp;duplizieren</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineActions.cpp" line="32"/>
        <source>De&amp;lete Clips</source>
        <translation>Clips &amp;löschen</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineActions.cpp" line="33"/>
        <source>&amp;Ripple Delete Clips</source>
        <translation>Clips löschen und Lücken &amp;schließen</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineActions.cpp" line="34"/>
        <source>Delete the selected clips and close the gaps they leave (Shift+Delete in the timeline)</source>
        <translation>Die ausgewählten Clips löschen und die Lücken schließen, die sie hinterlassen (Umschalt+Entf in der Zeitleiste)</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineActions.cpp" line="35"/>
        <source>&amp;Enable / Disable Clips</source>
        <translation>Clips &amp;aktivieren / deaktivieren</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineActions.cpp" line="36"/>
        <source>A disabled clip plays nothing (E in the timeline)</source>
        <translation>Ein deaktivierter Clip spielt nichts ab (E in der Zeitleiste)</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineActions.cpp" line="37"/>
        <source>Make Clip &amp;Unique</source>
        <translation>Clip &amp;eigenständig machen</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineActions.cpp" line="39"/>
        <source>Clip &amp;Properties</source>
        <translation>Clip-&amp;Eigenschaften</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineActions.cpp" line="42"/>
        <source>&amp;Add Track</source>
        <translation>Spur &amp;hinzufügen</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineActions.cpp" line="43"/>
        <source>&amp;Remove Track</source>
        <translation>Spur &amp;entfernen</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineActions.cpp" line="44"/>
        <source>Move Track &amp;Up</source>
        <translation>Spur nach &amp;oben</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineActions.cpp" line="47"/>
        <source>Move Track Do&amp;wn</source>
        <translation>Spur nach &amp;unten</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineActions.cpp" line="51"/>
        <source>P&amp;ose</source>
        <translation>P&amp;ose</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineActions.cpp" line="54"/>
        <source>&amp;Raw</source>
        <translation>&amp;Roh</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineActions.cpp" line="55"/>
        <source>The reference&apos;s pose: the later clip wins, ramps are not applied</source>
        <translation>Die Pose der Referenz: der spätere Clip gewinnt, Rampen werden nicht angewendet</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineActions.cpp" line="56"/>
        <source>&amp;Blended</source>
        <translation>&amp;Gemischt</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineActions.cpp" line="57"/>
        <source>Ramps crossfade, track weights and additive tracks apply</source>
        <translation>Rampen blenden über, Spurgewichte und additive Spuren wirken</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineActions.cpp" line="62"/>
        <source>Edit &amp;Tool</source>
        <translation>Bearbeitungs&amp;werkzeug</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineActions.cpp" line="74"/>
        <source>%1 (%2)</source>
        <extracomment>The key in brackets is the timeline view&apos;s shortcut for the tool.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineActions.cpp" line="82"/>
        <source>Frame All &amp;Clips</source>
        <translation>Alle &amp;Clips einpassen</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineActions.cpp" line="83"/>
        <source>&amp;Frame Selected Clips</source>
        <translation>Ausgewählte Clips ein&amp;passen</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineActions.cpp" line="147"/>
        <source>Show Blended Pose</source>
        <translation>Gemischte Pose zeigen</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineActions.cpp" line="147"/>
        <source>Show Raw Pose</source>
        <translation>Rohe Pose zeigen</translation>
    </message>
</context>
<context>
    <name>knotline::TimelineFileActions</name>
    <message>
        <location filename="../app/actions/TimelineFileActions.cpp" line="31"/>
        <source>New &amp;Timeline</source>
        <translation>Neue Zei&amp;tleiste</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineFileActions.cpp" line="32"/>
        <source>Start an empty timeline of tracks and placed clips</source>
        <translation>Eine leere Zeitleiste aus Spuren und platzierten Clips beginnen</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineFileActions.cpp" line="38"/>
        <source>Open Sample &amp;Timeline</source>
        <translation>Beispiel-Zei&amp;tleiste öffnen</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineFileActions.cpp" line="39"/>
        <source>Open the bundled timeline: shared, looping, ping-pong and sync-warped clips</source>
        <translation>Die mitgelieferte Zeitleiste öffnen: geteilte, geloopte, Ping-Pong- und per Sync-Punkten verzerrte Clips</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineFileActions.cpp" line="45"/>
        <source>&amp;Import BML…</source>
        <translation>BML &amp;importieren…</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineFileActions.cpp" line="46"/>
        <source>Add a BML file&apos;s animations as a new track of the open timeline</source>
        <translation>Die Animationen einer BML-Datei als neue Spur der offenen Zeitleiste hinzufügen</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineFileActions.cpp" line="53"/>
        <source>Export for &amp;Other Readers…</source>
        <translation>Für &amp;andere Leser exportieren…</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineFileActions.cpp" line="54"/>
        <source>Write compiled JSON that plays the same in readers that know nothing of Knotline&apos;s extras</source>
        <translation>Kompiliertes JSON schreiben, das in Lesern ohne Knotlines Erweiterungen genauso abspielt</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineFileActions.cpp" line="61"/>
        <source>Ma&amp;p Missing Animations…</source>
        <translation>Fehlende Animationen zuor&amp;dnen…</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineFileActions.cpp" line="62"/>
        <source>Choose the animation each clip of an OpenTimelineIO cut plays when the cut names none</source>
        <translation>Die Animation wählen, die jeder Clip eines OpenTimelineIO-Schnitts spielt, wenn der Schnitt keine nennt</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineFileActions.cpp" line="99"/>
        <source>Nothing changed</source>
        <translation>Nichts geändert</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineFileActions.cpp" line="102"/>
        <location filename="../app/actions/TimelineFileActions.cpp" line="107"/>
        <source>Cannot map the animations</source>
        <translation>Die Animationen können nicht zugeordnet werden</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineFileActions.cpp" line="105"/>
        <source>Map Animations</source>
        <translation>Animationen zuordnen</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/actions/TimelineFileActions.cpp" line="110"/>
        <source>Mapped %n clip(s) to animations; save to keep the mapping in the file</source>
        <translation>
            <numerusform>%n Clip einer Animation zugeordnet; speichern, um die Zuordnung in der Datei zu behalten</numerusform>
            <numerusform>%n Clips Animationen zugeordnet; speichern, um die Zuordnung in der Datei zu behalten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineFileActions.cpp" line="122"/>
        <location filename="../app/actions/TimelineFileActions.cpp" line="132"/>
        <source>Export for Other Readers</source>
        <translation>Für andere Leser exportieren</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineFileActions.cpp" line="123"/>
        <source>%1.

Bake the blended pose to keyframes?</source>
        <translation>%1.

Die gemischte Pose in Keyframes backen?</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineFileActions.cpp" line="133"/>
        <source>Compiled timelines (*.json)</source>
        <translation>Kompilierte Zeitleisten (*.json)</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineFileActions.cpp" line="150"/>
        <location filename="../app/actions/TimelineFileActions.cpp" line="158"/>
        <source>Cannot export %1</source>
        <translation>%1 kann nicht exportiert werden</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/actions/TimelineFileActions.cpp" line="163"/>
        <source>Exported %1 for other readers; they hold %n key(s) where Knotline shows none (first: %2 %3 from %4 s)</source>
        <translation>
            <numerusform>%1 für andere Leser exportiert; sie halten %n Schlüssel, wo Knotline keinen zeigt (zuerst: %2 %3 ab %4 s)</numerusform>
            <numerusform>%1 für andere Leser exportiert; sie halten %n Schlüssel, wo Knotline keine zeigt (zuerst: %2 %3 ab %4 s)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineFileActions.cpp" line="168"/>
        <source>Exported %1 for other readers</source>
        <translation>%1 für andere Leser exportiert</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineFileActions.cpp" line="178"/>
        <source>Import BML</source>
        <translation>BML importieren</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineFileActions.cpp" line="179"/>
        <source>BML files (*.bml *.xml);;All files (*)</source>
        <translation>BML-Dateien (*.bml *.xml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineFileActions.cpp" line="189"/>
        <source>Cannot import %1</source>
        <translation>%1 kann nicht importiert werden</translation>
    </message>
    <message>
        <location filename="../app/actions/TimelineFileActions.cpp" line="194"/>
        <source>Imported %1 as a new track</source>
        <translation>%1 als neue Spur importiert</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/actions/TimelineFileActions.cpp" line="195"/>
        <source>Imported %1 with %n warning(s); first: %2</source>
        <translation>
            <numerusform>%1 mit %n Warnung importiert; erste: %2</numerusform>
            <numerusform>%1 mit %n Warnungen importiert; erste: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>knotline::TimelineView</name>
    <message>
        <location filename="../widgets/timeline/TimelineView.cpp" line="790"/>
        <source>Rename Track</source>
        <translation>Spur umbenennen</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelineView.cpp" line="275"/>
        <source>Split Clips</source>
        <translation>Clips teilen</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelineView.cpp" line="281"/>
        <source>Duplicate Clips</source>
        <translation>Clips duplizieren</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelineView.cpp" line="291"/>
        <source>Delete Clips</source>
        <translation>Clips löschen</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelineView.cpp" line="297"/>
        <source>Ripple Delete Clips</source>
        <translation>Clips löschen und Lücken schließen</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelineView.cpp" line="308"/>
        <source>Enable Clips</source>
        <translation>Clips aktivieren</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelineView.cpp" line="308"/>
        <source>Disable Clips</source>
        <translation>Clips deaktivieren</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelineView.cpp" line="322"/>
        <source>Make Clip Unique</source>
        <translation>Clip eigenständig machen</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelineView.cpp" line="332"/>
        <source>Track %1</source>
        <translation>Spur %1</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelineView.cpp" line="332"/>
        <source>Add Track</source>
        <translation>Spur hinzufügen</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelineView.cpp" line="345"/>
        <source>Remove Track</source>
        <translation>Spur entfernen</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelineView.cpp" line="360"/>
        <source>Move Track</source>
        <translation>Spur verschieben</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelineView.cpp" line="372"/>
        <source>Nudge Clips</source>
        <translation>Clips versetzen</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelineView.cpp" line="453"/>
        <source>Open a timeline (.json) to edit its tracks and clips here.</source>
        <translation>Öffnen Sie eine Zeitleiste (.json), um hier ihre Spuren und Clips zu bearbeiten.</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelineView.cpp" line="515"/>
        <source>Unmute Track</source>
        <translation>Stummschaltung der Spur aufheben</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelineView.cpp" line="515"/>
        <source>Mute Track</source>
        <translation>Spur stummschalten</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelineView.cpp" line="519"/>
        <source>Unsolo Track</source>
        <translation>Solo der Spur aufheben</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelineView.cpp" line="150"/>
        <source>Lock Track</source>
        <translation>Spur sperren</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelineView.cpp" line="150"/>
        <source>Unlock Track</source>
        <translation>Spur entsperren</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelineView.cpp" line="519"/>
        <source>Solo Track</source>
        <translation>Spur solo schalten</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelineView.cpp" line="527"/>
        <source>Make Track Replace</source>
        <translation>Spur ersetzend machen</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelineView.cpp" line="527"/>
        <source>Make Track Additive</source>
        <translation>Spur additiv machen</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelineView.cpp" line="532"/>
        <source>Set Track Weight</source>
        <translation>Spurgewicht setzen</translation>
    </message>
    <message>
        <location filename="../widgets/timeline/TimelineView.cpp" line="902"/>
        <source>Move Clips</source>
        <translation>Clips verschieben</translation>
    </message>
</context>
<context>
    <name>knotline::Transport</name>
    <message>
        <location filename="../widgets/session/Transport.cpp" line="139"/>
        <source>s</source>
        <comment>seconds</comment>
        <translation>s</translation>
    </message>
    <message>
        <location filename="../widgets/session/Transport.cpp" line="139"/>
        <source>f</source>
        <comment>frames</comment>
        <translation>f</translation>
    </message>
</context>
<context>
    <name>knotline::TransportActions</name>
    <message>
        <location filename="../app/actions/TransportActions.cpp" line="43"/>
        <source>&amp;Playback</source>
        <translation>&amp;Wiedergabe</translation>
    </message>
    <message>
        <location filename="../app/actions/TransportActions.cpp" line="47"/>
        <location filename="../app/actions/TransportActions.cpp" line="54"/>
        <source>&amp;Play</source>
        <translation>&amp;Abspielen</translation>
    </message>
    <message>
        <location filename="../app/actions/TransportActions.cpp" line="50"/>
        <source>Play or pause in real time over the playback range</source>
        <translation>Den Wiedergabebereich in Echtzeit abspielen oder anhalten</translation>
    </message>
    <message>
        <location filename="../app/actions/TransportActions.cpp" line="54"/>
        <source>&amp;Pause</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <location filename="../app/actions/TransportActions.cpp" line="58"/>
        <source>P&amp;revious Frame</source>
        <translation>&amp;Vorheriges Frame</translation>
    </message>
    <message>
        <location filename="../app/actions/TransportActions.cpp" line="61"/>
        <source>&amp;Next Frame</source>
        <translation>&amp;Nächstes Frame</translation>
    </message>
    <message>
        <location filename="../app/actions/TransportActions.cpp" line="64"/>
        <source>Go to &amp;Start</source>
        <translation>Zum A&amp;nfang</translation>
    </message>
    <message>
        <location filename="../app/actions/TransportActions.cpp" line="68"/>
        <source>Go to &amp;End</source>
        <translation>Zum &amp;Ende</translation>
    </message>
    <message>
        <location filename="../app/actions/TransportActions.cpp" line="73"/>
        <source>&amp;Loop Playback</source>
        <translation>&amp;Wiedergabe wiederholen</translation>
    </message>
    <message>
        <location filename="../app/actions/TransportActions.cpp" line="77"/>
        <source>Start again at the range start after its last frame</source>
        <translation>Nach dem letzten Frame wieder am Anfang des Bereichs beginnen</translation>
    </message>
    <message>
        <location filename="../app/actions/TransportActions.cpp" line="80"/>
        <source>Show Times in &amp;Seconds</source>
        <translation>Zeiten in &amp;Sekunden anzeigen</translation>
    </message>
    <message>
        <location filename="../app/actions/TransportActions.cpp" line="88"/>
        <source>&amp;Frame Playback Range</source>
        <translation>Wiedergabebereich &amp;einpassen</translation>
    </message>
    <message>
        <location filename="../app/actions/TransportActions.cpp" line="90"/>
        <source>Show the playback range across the time views</source>
        <translation>Den Wiedergabebereich über die ganze Breite der Zeitansichten zeigen</translation>
    </message>
</context>
<context>
    <name>knotline::TransportToolBar</name>
    <message>
        <location filename="../app/TransportToolBar.cpp" line="19"/>
        <source>Transport</source>
        <translation>Transport</translation>
    </message>
    <message>
        <location filename="../app/TransportToolBar.cpp" line="31"/>
        <source>Time </source>
        <translation>Zeit </translation>
    </message>
    <message>
        <location filename="../app/TransportToolBar.cpp" line="32"/>
        <source>The current time; keys are set and pasted here</source>
        <translation>Die aktuelle Zeit; Keys werden hier gesetzt und eingefügt</translation>
    </message>
    <message>
        <location filename="../app/TransportToolBar.cpp" line="33"/>
        <source> Range </source>
        <translation> Bereich </translation>
    </message>
    <message>
        <location filename="../app/TransportToolBar.cpp" line="34"/>
        <source>First frame of the playback range</source>
        <translation>Erstes Frame des Wiedergabebereichs</translation>
    </message>
    <message>
        <location filename="../app/TransportToolBar.cpp" line="35"/>
        <source>Last frame of the playback range</source>
        <translation>Letztes Frame des Wiedergabebereichs</translation>
    </message>
    <message>
        <location filename="../app/TransportToolBar.cpp" line="36"/>
        <source> Rate </source>
        <translation> Rate </translation>
    </message>
    <message>
        <location filename="../app/TransportToolBar.cpp" line="41"/>
        <source> fps</source>
        <translation> fps</translation>
    </message>
    <message>
        <location filename="../app/TransportToolBar.cpp" line="42"/>
        <source>Frames per second of playback</source>
        <translation>Frames pro Sekunde der Wiedergabe</translation>
    </message>
    <message>
        <location filename="../app/TransportToolBar.cpp" line="46"/>
        <source>Frames</source>
        <translation>Frames</translation>
    </message>
    <message>
        <location filename="../app/TransportToolBar.cpp" line="47"/>
        <source>Seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <location filename="../app/TransportToolBar.cpp" line="48"/>
        <source>Show times as frames or as seconds</source>
        <translation>Zeiten als Frames oder als Sekunden anzeigen</translation>
    </message>
</context>
<context>
    <name>knotline::ValueSourceSection</name>
    <message>
        <location filename="../widgets/inspector/ValueSourceSection.cpp" line="25"/>
        <source>Value source</source>
        <translation>Wertquelle</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ValueSourceSection.cpp" line="43"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ValueSourceSection.cpp" line="44"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ValueSourceSection.cpp" line="45"/>
        <source>Layer</source>
        <translation>Layer</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ValueSourceSection.cpp" line="46"/>
        <location filename="../widgets/inspector/ValueSourceSection.cpp" line="102"/>
        <source>Clip set</source>
        <translation>Clip-Set</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ValueSourceSection.cpp" line="47"/>
        <source>Clip file</source>
        <translation>Clip-Datei</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ValueSourceSection.cpp" line="48"/>
        <source>Clip time</source>
        <translation>Clip-Zeit</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ValueSourceSection.cpp" line="49"/>
        <source>Time mapping</source>
        <translation>Zeitabbildung</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ValueSourceSection.cpp" line="50"/>
        <source>Where the current channel&apos;s value at the current time comes from</source>
        <translation>Woher der Wert des aktuellen Kanals zur aktuellen Zeit kommt</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ValueSourceSection.cpp" line="85"/>
        <source>No channel</source>
        <translation>Kein Kanal</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ValueSourceSection.cpp" line="93"/>
        <source>Spline</source>
        <translation>Spline</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ValueSourceSection.cpp" line="96"/>
        <source>Time samples</source>
        <translation>Zeitsamples</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ValueSourceSection.cpp" line="99"/>
        <source>Default value</source>
        <translation>Standardwert (default)</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ValueSourceSection.cpp" line="103"/>
        <source>&apos;%1&apos; of %2</source>
        <translation>&apos;%1&apos; von %2</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ValueSourceSection.cpp" line="107"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ValueSourceSection.cpp" line="110"/>
        <source>no value</source>
        <translation>kein Wert</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ValueSourceSection.cpp" line="117"/>
        <source>%1 (from the clip&apos;s spline)</source>
        <translation>%1 (aus dem Spline des Clips)</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ValueSourceSection.cpp" line="122"/>
        <source>none: clip time = stage time</source>
        <translation>keine: Clip-Zeit = Stage-Zeit</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ValueSourceSection.cpp" line="125"/>
        <source>held before stage %1 at clip %2</source>
        <translation>gehalten vor Stage %1 bei Clip %2</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ValueSourceSection.cpp" line="128"/>
        <source>held from stage %1 at clip %2</source>
        <translation>gehalten ab Stage %1 bei Clip %2</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/ValueSourceSection.cpp" line="131"/>
        <source>stage %1 → clip %2 … stage %3 → clip %4</source>
        <translation>Stage %1 → Clip %2 … Stage %3 → Clip %4</translation>
    </message>
</context>
<context>
    <name>knotline::VelocityChart</name>
    <message>
        <location filename="../widgets/charts/VelocityChart.cpp" line="32"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../widgets/charts/VelocityChart.cpp" line="33"/>
        <source>Velocity</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <location filename="../widgets/charts/VelocityChart.cpp" line="121"/>
        <source>Velocity of %1 (per time code)</source>
        <translation>Geschwindigkeit von %1 (pro Zeitcode)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/VelocityChart.cpp" line="119"/>
        <source>Velocity: no channel</source>
        <translation>Geschwindigkeit: kein Kanal</translation>
    </message>
</context>
<context>
    <name>knotline::ViewActions</name>
    <message>
        <location filename="../app/actions/ViewActions.cpp" line="16"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../app/actions/ViewActions.cpp" line="19"/>
        <source>Frame &amp;All</source>
        <translation>&amp;Alles einpassen</translation>
    </message>
    <message>
        <location filename="../app/actions/ViewActions.cpp" line="21"/>
        <source>&amp;Frame Selected</source>
        <translation>Aus&amp;wahl einpassen</translation>
    </message>
    <message>
        <location filename="../app/actions/ViewActions.cpp" line="32"/>
        <source>Show &amp;Tangents</source>
        <translation>&amp;Tangenten zeigen</translation>
    </message>
    <message>
        <location filename="../app/actions/ViewActions.cpp" line="33"/>
        <source>Show &amp;Extrapolation and Loops</source>
        <translation>&amp;Extrapolation und Schleifen zeigen</translation>
    </message>
    <message>
        <location filename="../app/actions/ViewActions.cpp" line="34"/>
        <source>&amp;Highlight Regressive Segments</source>
        <translation>&amp;Rückläufige Segmente hervorheben</translation>
    </message>
    <message>
        <location filename="../app/actions/ViewActions.cpp" line="35"/>
        <source>&amp;Snap to Frames</source>
        <translation>An Frames ei&amp;nrasten</translation>
    </message>
    <message>
        <location filename="../app/actions/ViewActions.cpp" line="36"/>
        <source>Snap to Whole &amp;Values</source>
        <translation>An ganzen &amp;Werten einrasten</translation>
    </message>
    <message>
        <location filename="../app/actions/ViewActions.cpp" line="37"/>
        <source>A dragged key lands on a whole value (Alt while dragging: free)</source>
        <translation>Ein gezogener Keyframe landet auf einem ganzen Wert (Alt beim Ziehen: frei)</translation>
    </message>
    <message>
        <location filename="../app/actions/ViewActions.cpp" line="38"/>
        <source>Frame All Includes &amp;Loops</source>
        <translation>Alles einpassen schließt &amp;Schleifen ein</translation>
    </message>
    <message>
        <location filename="../app/actions/ViewActions.cpp" line="39"/>
        <source>Frame All also frames one copy of each looped extrapolation before and after the keys, as drawn</source>
        <translation>Alles einpassen zeigt auch je eine Kopie jeder Schleifen-Extrapolation vor und nach den Keys, wie gezeichnet</translation>
    </message>
    <message>
        <location filename="../app/actions/ViewActions.cpp" line="43"/>
        <source>&amp;Keymap</source>
        <translation>Tastenbe&amp;legung</translation>
    </message>
    <message>
        <location filename="../app/actions/ViewActions.cpp" line="54"/>
        <source>&amp;Maya-Style</source>
        <translation>&amp;Maya-Stil</translation>
    </message>
    <message>
        <location filename="../app/actions/ViewActions.cpp" line="55"/>
        <source>Alt+middle-drag pans, Alt+right-drag zooms, middle-drag moves the selected keys</source>
        <translation>Alt+Ziehen mit der mittleren Maustaste verschiebt die Ansicht, Alt+Ziehen mit der rechten zoomt, Ziehen mit der mittleren verschiebt die ausgewählten Keys</translation>
    </message>
    <message>
        <location filename="../app/actions/ViewActions.cpp" line="56"/>
        <source>&amp;Blender-Style</source>
        <translation>&amp;Blender-Stil</translation>
    </message>
    <message>
        <location filename="../app/actions/ViewActions.cpp" line="57"/>
        <source>Middle-drag pans, Ctrl+middle-drag zooms, G moves the selected keys</source>
        <translation>Ziehen mit der mittleren Maustaste verschiebt die Ansicht, Strg+Ziehen mit der mittleren zoomt, G verschiebt die ausgewählten Keys</translation>
    </message>
    <message>
        <location filename="../app/actions/ViewActions.cpp" line="59"/>
        <source>&amp;Panels</source>
        <translation>&amp;Bereiche</translation>
    </message>
</context>
</TS>
