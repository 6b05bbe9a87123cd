<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../app/CommandLine.cpp" line="12"/>
        <source>Knotline: a spline and curve editor for animators.</source>
        <translation>Knotline: ein Spline- und Kurveneditor für Animatoren.</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="18"/>
        <source>Render the main window offscreen to &lt;file&gt; (PNG) and exit.</source>
        <translation>Das Hauptfenster unsichtbar in &lt;Datei&gt; (PNG) rendern und beenden.</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="20"/>
        <location filename="../app/CommandLine.cpp" line="29"/>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="23"/>
        <source>User interface language, e.g. de (default: the system&apos;s).</source>
        <translation>Sprache der Benutzeroberfläche, z. B. de (Standard: die des Systems).</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="25"/>
        <source>code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="30"/>
        <source>Animation file to open (optional).</source>
        <translation>Zu öffnende Animationsdatei (optional).</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="31"/>
        <source>[file]</source>
        <translation>[Datei]</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="53"/>
        <source>Too many arguments: only one file can be opened.</source>
        <translation>Zu viele Argumente: Es kann nur eine Datei geöffnet werden.</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="57"/>
        <source>--screenshot needs a file name.</source>
        <translation>--screenshot braucht einen Dateinamen.</translation>
    </message>
</context>
<context>
    <name>knotline::CurveCanvas</name>
    <message>
        <location filename="../widgets/canvas/CurveCanvas.cpp" line="216"/>
        <source>No knots</source>
        <translation>Keine Keys</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/CurveCanvas.cpp" line="271"/>
        <source>Time (frames)</source>
        <translation>Zeit (Frames)</translation>
    </message>
    <message>
        <location filename="../widgets/canvas/CurveCanvas.cpp" line="273"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
</context>
<context>
    <name>knotline::MainWindow</name>
    <message>
        <location filename="../app/MainWindow.cpp" line="31"/>
        <source>Knotline — demo curve</source>
        <translation>Knotline — Demokurve</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="39"/>
        <source>Showing a built-in demo curve. Reading and editing files is not implemented yet.</source>
        <translation>Angezeigt wird eine eingebaute Demokurve. Das Lesen und Bearbeiten von Dateien ist noch nicht implementiert.</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="63"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="64"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="67"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="71"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="73"/>
        <source>&amp;Frame All</source>
        <translation>&amp;Alles einpassen</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="76"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="77"/>
        <source>&amp;About Knotline</source>
        <translation>Ü&amp;ber Knotline</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="79"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="86"/>
        <source>Open Animation</source>
        <translation>Animation öffnen</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="87"/>
        <source>Animation files (*.usda *.anim *.json);;All files (*)</source>
        <translation>Animationsdateien (*.usda *.anim *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="95"/>
        <source>Cannot open %1: reading files is not implemented yet. Showing the built-in demo curve.</source>
        <translation>%1 kann nicht geöffnet werden: Das Lesen von Dateien ist noch nicht implementiert. Angezeigt wird die eingebaute Demokurve.</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="103"/>
        <source>About Knotline</source>
        <translation>Über Knotline</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="104"/>
        <source>&lt;h3&gt;Knotline %1&lt;/h3&gt;&lt;p&gt;A spline and curve editor for animators, following OpenUSD spline semantics.&lt;/p&gt;&lt;p&gt;This early version shows a built-in demo curve. It cannot open, edit or save files yet.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Knotline %1&lt;/h3&gt;&lt;p&gt;Ein Spline- und Kurveneditor für Animatoren, der der Spline-Semantik von OpenUSD folgt.&lt;/p&gt;&lt;p&gt;Diese frühe Version zeigt eine eingebaute Demokurve. Sie kann noch keine Dateien öffnen, bearbeiten oder speichern.&lt;/p&gt;</translation>
    </message>
</context>
</TS>
