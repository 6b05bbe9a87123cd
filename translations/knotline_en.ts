<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ChannelSourceMarks</name>
    <message numerus="yes">
        <location filename="../widgets/models/ChannelSourceMarks.cpp" line="101"/>
        <source>Clip channel in clip time: %n placement(s) play this clip; editing the curve changes all of them</source>
        <translation>
            <numerusform>Clip channel in clip time: %n placement plays this clip; editing the curve changes it</numerusform>
            <numerusform>Clip channel in clip time: %n placements play this clip; editing the curve changes all of them</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClipChannelNote</name>
    <message numerus="yes">
        <location filename="../widgets/canvas/ClipChannelNote.cpp" line="18"/>
        <source>%1 — clip time; %n placement(s) play this clip: edits change all of them</source>
        <translation>
            <numerusform>%1 — clip time; %n placement plays this clip</numerusform>
            <numerusform>%1 — clip time; %n placements play this clip: edits change all of them</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlacementToolTip</name>
    <message numerus="yes">
        <location filename="../widgets/timeline/PlacementToolTip.cpp" line="35"/>
        <source>%n placement(s) play this clip: editing its channels changes all of them</source>
        <translation>
            <numerusform>%n placement plays this clip</numerusform>
            <numerusform>%n placements play this clip: editing its channels changes all of them</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RegressionFixPreview</name>
    <message numerus="yes">
        <location filename="../widgets/canvas/RegressionFixPreview.cpp" line="47"/>
        <source>Fix All Regressive Segments of the %n Selected Curves With</source>
        <translation>
            <numerusform>Fix All Regressive Segments of the Selected Curve With</numerusform>
            <numerusform>Fix All Regressive Segments of the %n Selected Curves With</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionEdits</name>
    <message numerus="yes">
        <location filename="../widgets/session/EditStepText.cpp" line="9"/>
        <source>%1 on %n key(s)</source>
        <translation>
            <numerusform>%1 on %n key</numerusform>
            <numerusform>%1 on %n keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/session/EditStepText.cpp" line="12"/>
        <source>%1 of %n curve(s)</source>
        <translation>
            <numerusform>%1 of %n curve</numerusform>
            <numerusform>%1 of %n curves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SplineFeatureNotes</name>
    <message numerus="yes">
        <location filename="../widgets/models/SplineFeatureNotes.cpp" line="22"/>
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/SplineFeatureNotes.cpp" line="44"/>
        <source>%n key(s), %1</source>
        <translation>
            <numerusform>%n key, %1</numerusform>
            <numerusform>%n keys, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/SplineFeatureNotes.cpp" line="70"/>
        <source>Dual-valued key(s), jumping at %1</source>
        <translation>
            <numerusform>Dual-valued key, jumping at %1</numerusform>
            <numerusform>Dual-valued keys, jumping at %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/SplineFeatureNotes.cpp" line="78"/>
        <source>Regressive segment(s), the curve running backwards in time: %1</source>
        <translation>
            <numerusform>Regressive segment, the curve running backwards in time: %1</numerusform>
            <numerusform>Regressive segments, the curve running backwards in time: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>knotline::AnimationMappingDialog</name>
    <message numerus="yes">
        <location filename="../app/dialogs/AnimationMappingDialog.cpp" line="134"/>
        <source>%1 of %n clip(s) mapped.</source>
        <translation>
            <numerusform>%1 of %n clip mapped.</numerusform>
            <numerusform>%1 of %n clips mapped.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>knotline::BufferActions</name>
    <message numerus="yes">
        <location filename="../app/actions/BufferActions.cpp" line="86"/>
        <source>%n curve(s) kept in the buffer</source>
        <translation>
            <numerusform>%n curve kept in the buffer</numerusform>
            <numerusform>%n curves kept in the buffer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/actions/BufferActions.cpp" line="97"/>
        <source>%n curve(s) swapped with their buffers</source>
        <translation>
            <numerusform>%n curve swapped with its buffer</numerusform>
            <numerusform>%n curves swapped with their buffers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>knotline::CurveDiffPanel</name>
    <message numerus="yes">
        <location filename="../widgets/analysis/CurveDiffPanel.cpp" line="44"/>
        <source>%n more</source>
        <translation>
            <numerusform>%n more</numerusform>
            <numerusform>%n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/analysis/CurveDiffPanel.cpp" line="200"/>
        <source>%n span(s) beyond the tolerance; %1 samples compared</source>
        <translation>
            <numerusform>%n span beyond the tolerance; %1 samples compared</numerusform>
            <numerusform>%n spans beyond the tolerance; %1 samples compared</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>knotline::CurveDisplayActions</name>
    <message numerus="yes">
        <location filename="../app/actions/CurveDisplayActions.cpp" line="57"/>
        <source>Isolated %n curve(s)</source>
        <translation>
            <numerusform>Isolated %n curve</numerusform>
            <numerusform>Isolated %n curves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>knotline::EditActions</name>
    <message numerus="yes">
        <location filename="../app/actions/EditActions.cpp" line="51"/>
        <source>Cut %n key(s) from %1</source>
        <translation>
            <numerusform>Cut %n key from %1</numerusform>
            <numerusform>Cut %n keys from %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/actions/EditActions.cpp" line="52"/>
        <location filename="../app/actions/EditActions.cpp" line="59"/>
        <location filename="../app/actions/EditActions.cpp" line="77"/>
        <source>%n curve(s)</source>
        <translation>
            <numerusform>%n curve</numerusform>
            <numerusform>%n curves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/actions/EditActions.cpp" line="58"/>
        <source>Copied %n key(s) from %1</source>
        <translation>
            <numerusform>Copied %n key from %1</numerusform>
            <numerusform>Copied %n keys from %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/actions/EditActions.cpp" line="69"/>
        <source>Pasted %n key(s)</source>
        <translation>
            <numerusform>Pasted %n key</numerusform>
            <numerusform>Pasted %n keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/actions/EditActions.cpp" line="76"/>
        <source>Deleted %n key(s) on %1</source>
        <translation>
            <numerusform>Deleted %n key on %1</numerusform>
            <numerusform>Deleted %n keys on %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>knotline::FilterActions</name>
    <message numerus="yes">
        <location filename="../app/actions/FilterActions.cpp" line="74"/>
        <source>%n key(s) unwrapped, by up to %1</source>
        <translation>
            <numerusform>%n key unwrapped, by up to %1</numerusform>
            <numerusform>%n keys unwrapped, by up to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/actions/FilterActions.cpp" line="85"/>
        <source>%n key(s) changed, by up to %1</source>
        <translation>
            <numerusform>%n key changed, by up to %1</numerusform>
            <numerusform>%n keys changed, by up to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/actions/FilterActions.cpp" line="130"/>
        <source>%1: %2, on %n curve(s)</source>
        <translation>
            <numerusform>%1: %2, on %n curve</numerusform>
            <numerusform>%1: %2, on %n curves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/actions/FilterActions.cpp" line="139"/>
        <source>%n key(s) about frame %1, value %2</source>
        <translation>
            <numerusform>%n key about frame %1, value %2</numerusform>
            <numerusform>%n keys about frame %1, value %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>knotline::InspectorWidget</name>
    <message numerus="yes">
        <location filename="../widgets/inspector/InspectorWidget.cpp" line="143"/>
        <source>%n regressive segment(s).</source>
        <translation>
            <numerusform>%n regressive segment.</numerusform>
            <numerusform>%n regressive segments.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>knotline::KeyActions</name>
    <message numerus="yes">
        <location filename="../app/actions/KeyActions.cpp" line="181"/>
        <source>%1 (skipped %n curve(s): %2)</source>
        <translation>
            <numerusform>%1 (skipped %n curve: %2)</numerusform>
            <numerusform>%1 (skipped %n curves: %2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>knotline::KeyStatsLine</name>
    <message numerus="yes">
        <location filename="../widgets/stats/KeyStatsLine.cpp" line="139"/>
        <source>%n key(s) selected on %1</source>
        <translation>
            <numerusform>%n key selected on %1</numerusform>
            <numerusform>%n keys selected on %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/stats/KeyStatsLine.cpp" line="140"/>
        <source>%n curve(s)</source>
        <translation>
            <numerusform>%n curve</numerusform>
            <numerusform>%n curves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>knotline::MainWindow</name>
    <message numerus="yes">
        <location filename="../app/MainWindow.cpp" line="342"/>
        <source>Playback cannot keep up at %1 fps: %n frame(s) dropped</source>
        <translation>
            <numerusform>Playback cannot keep up at %1 fps: %n frame dropped</numerusform>
            <numerusform>Playback cannot keep up at %1 fps: %n frames dropped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/MainWindow.cpp" line="372"/>
        <source>Opened with %n warning(s); first: %1</source>
        <translation>
            <numerusform>Opened with %n warning: %1</numerusform>
            <numerusform>Opened with %n warnings; first: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/MainWindow.cpp" line="380"/>
        <source>Opened %1: %n clip(s) name no animation (File ▸ Map Missing Animations…)</source>
        <translation>
            <numerusform>Opened %1: %n clip names no animation (File ▸ Map Missing Animations…)</numerusform>
            <numerusform>Opened %1: %n clips name no animation (File ▸ Map Missing Animations…)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>knotline::RegressionFixMenu</name>
    <message numerus="yes">
        <location filename="../widgets/canvas/RegressionFixMenu.cpp" line="45"/>
        <source>Fix All Regressive Segments of the %n Selected Curves (Keep Ratio)</source>
        <translation>
            <numerusform>Fix All Regressive Segments of the Selected Curve (Keep Ratio)</numerusform>
            <numerusform>Fix All Regressive Segments of the %n Selected Curves (Keep Ratio)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>knotline::TimelineFileActions</name>
    <message numerus="yes">
        <location filename="../app/actions/TimelineFileActions.cpp" line="110"/>
        <source>Mapped %n clip(s) to animations; save to keep the mapping in the file</source>
        <translation>
            <numerusform>Mapped %n clip to an animation; save to keep the mapping in the file</numerusform>
            <numerusform>Mapped %n clips to animations; save to keep the mapping in the file</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/actions/TimelineFileActions.cpp" line="163"/>
        <source>Exported %1 for other readers; they hold %n key(s) where Knotline shows none (first: %2 %3 from %4 s)</source>
        <translation>
            <numerusform>Exported %1 for other readers; they hold %n key where Knotline shows none (first: %2 %3 from %4 s)</numerusform>
            <numerusform>Exported %1 for other readers; they hold %n keys where Knotline shows none (first: %2 %3 from %4 s)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/actions/TimelineFileActions.cpp" line="195"/>
        <source>Imported %1 with %n warning(s); first: %2</source>
        <translation>
            <numerusform>Imported %1 with %n warning: %2</numerusform>
            <numerusform>Imported %1 with %n warnings; first: %2</numerusform>
        </translation>
    </message>
</context>
</TS>
