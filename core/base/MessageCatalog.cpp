// The English format of every MessageId (see MessageId.h). Each text is marked with
// QT_TRANSLATE_NOOP("CoreMessages", …) so that lupdate collects it into the .ts files;
// the macro is defined here as the plain literal, so core stays free of Qt's translation
// machinery.
#include "core/base/MessageId.h"

#include <array>

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, sourceText) sourceText
#endif

namespace knotline {

namespace {

struct MessageForm {
    MessageId id;
    const char *format;
};

constexpr MessageForm kForms[] = {
    // General
    {MessageId::Plain, "%1"}, // no id: the text as it is (not translated by id)
    {MessageId::NoValue, QT_TRANSLATE_NOOP("CoreMessages", "no value")},
    // Files (core/io)
    {MessageId::CannotRead, QT_TRANSLATE_NOOP("CoreMessages", "cannot read: %1")},
    {MessageId::CannotOpen, QT_TRANSLATE_NOOP("CoreMessages", "cannot open: %1")},
    {MessageId::CannotOpenForWriting, QT_TRANSLATE_NOOP("CoreMessages", "cannot open for writing: %1")},
    {MessageId::CannotWrite, QT_TRANSLATE_NOOP("CoreMessages", "cannot write: %1")},
    {MessageId::CannotSave, QT_TRANSLATE_NOOP("CoreMessages", "cannot save: %1")},
    {MessageId::IsDirectory, QT_TRANSLATE_NOOP("CoreMessages", "is a directory, not a layer file")},
    {MessageId::UnknownFileTypeExpected, QT_TRANSLATE_NOOP("CoreMessages", "unknown file type (expected one of %1)")},
    // Sublayers (core/io/DocumentLoader)
    {MessageId::SublayerMissing, QT_TRANSLATE_NOOP("CoreMessages", "cannot open sublayer '%1' (%2 does not exist)")},
    {MessageId::SublayerUnreadable, QT_TRANSLATE_NOOP("CoreMessages", "cannot open sublayer '%1': %2")},
    {MessageId::SublayerCycle, QT_TRANSLATE_NOOP("CoreMessages", "sublayer cycle: '%1' is already in the layer stack above this layer")},
    {MessageId::SublayerBadOffset, QT_TRANSLATE_NOOP("CoreMessages", "invalid layer offset for sublayer '%1' (scale must be non-zero); using no offset")},
    // usda header (core/io/UsdaReader)
    {MessageId::UsdaNotUsda, QT_TRANSLATE_NOOP("CoreMessages", "not a usda file: the first line must be '#usda 1.0' (up to '#usda 1.3')")},
    {MessageId::UsdaTextAfterVersion, QT_TRANSLATE_NOOP("CoreMessages", "unexpected text after the header version")},
    {MessageId::UsdaMalformedVersion, QT_TRANSLATE_NOOP("CoreMessages", "malformed header version '%1' (expected major.minor, e.g. 1.0)")},
    {MessageId::UsdaUnsupportedLegacyHeader, QT_TRANSLATE_NOOP("CoreMessages", "unsupported legacy header '#sdf %1' (only #sdf 1.4.x is read, as #usda 1.0)")},
    {MessageId::UsdaUnsupportedVersion, QT_TRANSLATE_NOOP("CoreMessages", "unsupported usda version %1 (Knotline reads #usda 1.0 to 1.3)")},
    {MessageId::UsdaLegacyHeaderRead, QT_TRANSLATE_NOOP("CoreMessages", "legacy '#sdf %1' header read as #usda 1.0")},
    // usda lexer (core/io/UsdaLexer)
    {MessageId::UsdaUnterminatedComment, QT_TRANSLATE_NOOP("CoreMessages", "unterminated /* comment")},
    {MessageId::UsdaUnterminatedString, QT_TRANSLATE_NOOP("CoreMessages", "unterminated string")},
    {MessageId::UsdaLineBreakInString, QT_TRANSLATE_NOOP("CoreMessages", "line break inside a string (use triple quotes)")},
    {MessageId::UsdaUnterminatedTripleAsset, QT_TRANSLATE_NOOP("CoreMessages", "unterminated @@@ asset path")},
    {MessageId::UsdaLineBreakInAsset, QT_TRANSLATE_NOOP("CoreMessages", "line break inside an asset path")},
    {MessageId::UsdaUnterminatedAsset, QT_TRANSLATE_NOOP("CoreMessages", "unterminated asset path")},
    {MessageId::UsdaLineBreakInPath, QT_TRANSLATE_NOOP("CoreMessages", "line break inside a path")},
    {MessageId::UsdaUnterminatedPath, QT_TRANSLATE_NOOP("CoreMessages", "unterminated path")},
    {MessageId::UsdaUnexpectedCharacter, QT_TRANSLATE_NOOP("CoreMessages", "unexpected character")},
    // usda syntax (core/io/Usda*Parser, UsdaReader)
    {MessageId::Expected, QT_TRANSLATE_NOOP("CoreMessages", "expected %1, found %2")},
    {MessageId::UsdaPrimsTooDeep, QT_TRANSLATE_NOOP("CoreMessages", "prims nested more than %1 levels deep")},
    {MessageId::UsdaValuesTooDeep, QT_TRANSLATE_NOOP("CoreMessages", "values nested more than %1 levels deep")},
    {MessageId::UsdaEmptyPrimName, QT_TRANSLATE_NOOP("CoreMessages", "a prim name cannot be empty")},
    {MessageId::UsdaMissingPrimEnd, QT_TRANSLATE_NOOP("CoreMessages", "missing '}' at the end of prim \"%1\"")},
    {MessageId::UsdaMissingClose, QT_TRANSLATE_NOOP("CoreMessages", "missing '%1'")},
    {MessageId::UsdaUnknownAttributeField, QT_TRANSLATE_NOOP("CoreMessages", "unknown attribute field %1 (expected timeSamples, spline or connect)")},
    {MessageId::UsdaListOpNotConnect, QT_TRANSLATE_NOOP("CoreMessages", "list operation '%1' is only allowed on .connect statements")},
    {MessageId::UsdaAttributeTypeMismatch, QT_TRANSLATE_NOOP("CoreMessages", "attribute '%1' was declared with type '%2', not '%3'")},
    {MessageId::UsdaUnsupportedSplineType, QT_TRANSLATE_NOOP("CoreMessages", "unsupported spline value type '%1' (splines hold double, float, half or timecode values)")},
    {MessageId::UsdaMalformedNumber, QT_TRANSLATE_NOOP("CoreMessages", "malformed number %1")},
    {MessageId::UsdaLayerOffsetNotFinite, QT_TRANSLATE_NOOP("CoreMessages", "layer offset %1 must be a finite number")},
    {MessageId::UsdaMetadataNotFinite, QT_TRANSLATE_NOOP("CoreMessages", "%1 must be a finite number")},
    {MessageId::UsdaMetadataNotPositive, QT_TRANSLATE_NOOP("CoreMessages", "%1 must be a finite number > 0")},
    {MessageId::UsdaTimeSampleNotFinite, QT_TRANSLATE_NOOP("CoreMessages", "a time sample needs a finite time code")},
    {MessageId::UsdaLineBreakInSplineItem, QT_TRANSLATE_NOOP("CoreMessages", "line break inside a spline item (only allowed between items and after ';')")},
    {MessageId::UsdaUnknownExtrapolation, QT_TRANSLATE_NOOP("CoreMessages", "unknown extrapolation %1 (expected none, held, linear, sloped or loop)")},
    {MessageId::UsdaNonIntegerLoopCount, QT_TRANSLATE_NOOP("CoreMessages", "non-integer loop count %1")},
    {MessageId::UsdaExpectedSpaceAfter, QT_TRANSLATE_NOOP("CoreMessages", "expected a space after '%1'")},
    {MessageId::UsdaKnotValuesNotFinite, QT_TRANSLATE_NOOP("CoreMessages", "knot at time %1: values must be finite numbers")},
    {MessageId::UsdaKnotTangentWidthInvalid, QT_TRANSLATE_NOOP("CoreMessages", "knot at time %1: %2-tangent width must be a finite number >= 0")},
    {MessageId::UsdaInnerLoopIgnored, QT_TRANSLATE_NOOP("CoreMessages", "inner loop ignored: %1")},
    {MessageId::Warning, QT_TRANSLATE_NOOP("CoreMessages", "warning: %1")},
    // Maya .anim syntax (core/io/AnimFileRead)
    {MessageId::AnimExpectedSemicolon, QT_TRANSLATE_NOOP("CoreMessages", "expected ';' before %1")},
    {MessageId::AnimUnexpectedEnd, QT_TRANSLATE_NOOP("CoreMessages", "unexpected end of file")},
    {MessageId::AnimUnexpectedBrace, QT_TRANSLATE_NOOP("CoreMessages", "unexpected '}'")},
    {MessageId::AnimExpectedNumber, QT_TRANSLATE_NOOP("CoreMessages", "expected a number, found %1")},
    {MessageId::AnimExpectedInteger, QT_TRANSLATE_NOOP("CoreMessages", "expected an integer, found %1")},
    {MessageId::AnimExpectedFlag, QT_TRANSLATE_NOOP("CoreMessages", "expected 0 or 1, found %1")},
    {MessageId::AnimOneValue, QT_TRANSLATE_NOOP("CoreMessages", "'%1' takes exactly one value")},
    {MessageId::AnimExpectedKeyword, QT_TRANSLATE_NOOP("CoreMessages", "expected a keyword, found %1")},
    {MessageId::AnimAnimBeforeVersion, QT_TRANSLATE_NOOP("CoreMessages", "'anim' before the required 'animVersion' header")},
    {MessageId::AnimDataWithoutAnim, QT_TRANSLATE_NOOP("CoreMessages", "'animData' without a preceding 'anim' line")},
    {MessageId::AnimUnknownKeyword, QT_TRANSLATE_NOOP("CoreMessages", "unknown keyword '%1' skipped")},
    {MessageId::AnimMayaVersionNeedsValue, QT_TRANSLATE_NOOP("CoreMessages", "'mayaVersion' needs a value")},
    {MessageId::AnimUnknownTimeUnit, QT_TRANSLATE_NOOP("CoreMessages", "unknown time unit '%1', using film (24 fps)")},
    {MessageId::AnimUnknownLinearUnit, QT_TRANSLATE_NOOP("CoreMessages", "unknown linear unit '%1', using cm")},
    {MessageId::AnimUnknownAngularUnit, QT_TRANSLATE_NOOP("CoreMessages", "unknown angular unit '%1', using deg")},
    {MessageId::AnimMissingVersion, QT_TRANSLATE_NOOP("CoreMessages", "missing the required 'animVersion' header")},
    {MessageId::AnimNoMayaVersion, QT_TRANSLATE_NOOP("CoreMessages", "no 'mayaVersion' header")},
    {MessageId::AnimBadAnimLine, QT_TRANSLATE_NOOP("CoreMessages", "'anim' expects [attribute [leafAttribute]] node row childCount attributeIndex")},
    {MessageId::AnimUnexpectedEndInBlock, QT_TRANSLATE_NOOP("CoreMessages", "unexpected end of file: expected '}' to close '%1'")},
    {MessageId::AnimExpectedDataKeyword, QT_TRANSLATE_NOOP("CoreMessages", "expected an animData keyword, found %1")},
    {MessageId::AnimUnknownDataKeyword, QT_TRANSLATE_NOOP("CoreMessages", "unknown animData keyword '%1' skipped")},
    {MessageId::AnimUnknownInputType, QT_TRANSLATE_NOOP("CoreMessages", "unknown input type %1 (time or unitless)")},
    {MessageId::AnimUnknownOutputType, QT_TRANSLATE_NOOP("CoreMessages", "unknown output type %1 (time, linear, angular or unitless)")},
    {MessageId::AnimUnknownInfinityType, QT_TRANSLATE_NOOP("CoreMessages", "unknown infinity type %1")},
    {MessageId::AnimUnknownInputUnit, QT_TRANSLATE_NOOP("CoreMessages", "unknown input unit '%1', using the header's")},
    {MessageId::AnimUnknownTangentAngleUnit, QT_TRANSLATE_NOOP("CoreMessages", "unknown tangent angle unit '%1', using the header's")},
    {MessageId::AnimUnknownOutputUnit, QT_TRANSLATE_NOOP("CoreMessages", "unknown output unit '%1', using the header's")},
    {MessageId::AnimKeyTooShort, QT_TRANSLATE_NOOP("CoreMessages", "a key needs at least time, value, in and out tangent types and the two lock flags")},
    {MessageId::AnimUnknownTangentType, QT_TRANSLATE_NOOP("CoreMessages", "unknown tangent type %1")},
    {MessageId::AnimKeyFieldCount, QT_TRANSLATE_NOOP("CoreMessages", "a key with %1 fixed tangent side(s) has %2 fields (%3 without the breakdown flag), found %4")},
    {MessageId::AnimInTangent, QT_TRANSLATE_NOOP("CoreMessages", "in tangent: %1")},
    {MessageId::AnimOutTangent, QT_TRANSLATE_NOOP("CoreMessages", "out tangent: %1")},
    {MessageId::AnimTwoKeysSameTime, QT_TRANSLATE_NOOP("CoreMessages", "two keys at the same time")},
    {MessageId::AnimBadTimeCodesPerSecond, QT_TRANSLATE_NOOP("CoreMessages", "the requested time codes per second must be > 0")},
    // Baking and export (core/io/BakeExport, InterchangeBake)
    {MessageId::BakeNoAttribute, QT_TRANSLATE_NOOP("CoreMessages", "no attribute %1 in the layer")},
    {MessageId::BakeAttributeNoSpline, QT_TRANSLATE_NOOP("CoreMessages", "attribute %1 has no spline to bake")},
    {MessageId::BakeBadStride, QT_TRANSLATE_NOOP("CoreMessages", "the bake stride must be a number > 0")},
    {MessageId::BakeBadRange, QT_TRANSLATE_NOOP("CoreMessages", "bad bake range %1:%2: %3")},
    {MessageId::BakeTooManySamples, QT_TRANSLATE_NOOP("CoreMessages", "the bake would write %1 samples per attribute for %2 attribute(s), more than 50,000,000 in all; use a larger stride or a shorter range")},
    {MessageId::InterchangeBadRange, QT_TRANSLATE_NOOP("CoreMessages", "interchange baking needs a finite range with start <= end")},
    // Time code ranges (core/time)
    {MessageId::RangeNotFinite, QT_TRANSLATE_NOOP("CoreMessages", "a time code range needs finite start and end time codes")},
    {MessageId::RangeZeroStride, QT_TRANSLATE_NOOP("CoreMessages", "the stride of a time code range must be a non-zero number")},
    {MessageId::RangePositiveStrideOrder, QT_TRANSLATE_NOOP("CoreMessages", "a positive stride needs a start time code <= the end time code (%1 > %2)")},
    {MessageId::RangeNegativeStrideOrder, QT_TRANSLATE_NOOP("CoreMessages", "a negative stride is allowed only when the start time code is >= the end time code (%1 < %2)")},
    {MessageId::RangeTooManySteps, QT_TRANSLATE_NOOP("CoreMessages", "the time code range has too many steps for its stride")},
    {MessageId::RangeBadSpec, QT_TRANSLATE_NOOP("CoreMessages", "bad time code range \"%1\": %2")},
    {MessageId::RangeExpectedForm, QT_TRANSLATE_NOOP("CoreMessages", "expected T, A:B or A:BxS")},
    {MessageId::RangeStartNotNumber, QT_TRANSLATE_NOOP("CoreMessages", "the start is not a number")},
    {MessageId::RangeEndNotNumber, QT_TRANSLATE_NOOP("CoreMessages", "the end is not a number")},
    {MessageId::RangeStrideNotNumber, QT_TRANSLATE_NOOP("CoreMessages", "the stride is not a number")},
    // Splines (core/spline)
    {MessageId::KnotTimeNotFinite, QT_TRANSLATE_NOOP("CoreMessages", "knot time is not a finite number")},
    {MessageId::KnotValueNotFinite, QT_TRANSLATE_NOOP("CoreMessages", "knot at time %1: value is not a finite number")},
    {MessageId::KnotPreValueNotFinite, QT_TRANSLATE_NOOP("CoreMessages", "knot at time %1: pre-value is not a finite number")},
    {MessageId::KnotTangentWidthInvalid, QT_TRANSLATE_NOOP("CoreMessages", "knot at time %1: %2-tangent width must be finite and >= 0")},
    {MessageId::KnotTangentSlopeNotFinite, QT_TRANSLATE_NOOP("CoreMessages", "knot at time %1: %2-tangent slope is not a finite number")},
    {MessageId::InnerLoopsTooManyKnots, QT_TRANSLATE_NOOP("CoreMessages", "inner loops would write out %1 knots (at most %2)")},
    {MessageId::InnerLoopsNotFinite, QT_TRANSLATE_NOOP("CoreMessages", "inner loops would write out knots with times or values that are not finite numbers")},
    {MessageId::ExtrapolationSlopeNotFinite, QT_TRANSLATE_NOOP("CoreMessages", "extrapolation slope is not a finite number")},
    {MessageId::LoopBoundaryNotFinite, QT_TRANSLATE_NOOP("CoreMessages", "loop boundary time is not a finite number")},
    {MessageId::LoopBoundaryWithInnerLoops, QT_TRANSLATE_NOOP("CoreMessages", "a loop boundary cannot be combined with inner loops")},
    {MessageId::TwoKnotsAtTime, QT_TRANSLATE_NOOP("CoreMessages", "two knots at time %1")},
    {MessageId::KnotRangeOutOfRange, QT_TRANSLATE_NOOP("CoreMessages", "knot range %1 + %2 is out of range (spline has %3 knots)")},
    {MessageId::ReplacementNotSorted, QT_TRANSLATE_NOOP("CoreMessages", "replacement knots are not sorted by time")},
    {MessageId::ReplacementNotAfter, QT_TRANSLATE_NOOP("CoreMessages", "knot at time %1 is not after the knot before the replaced range")},
    {MessageId::ReplacementNotBefore, QT_TRANSLATE_NOOP("CoreMessages", "knot at time %1 is not before the knot after the replaced range")},
    {MessageId::KnotIndexOutOfRange, QT_TRANSLATE_NOOP("CoreMessages", "there is no knot %1 (the spline has %2 knots)")},
    {MessageId::NoKnotAtTime, QT_TRANSLATE_NOOP("CoreMessages", "no knot at time %1")},
    {MessageId::ValueTypeOverflow, QT_TRANSLATE_NOOP("CoreMessages", "value type change would overflow: %1")},
    {MessageId::InnerLoopParamsNotFinite, QT_TRANSLATE_NOOP("CoreMessages", "inner loop parameters must be finite numbers")},
    {MessageId::InnerLoopCountsNegative, QT_TRANSLATE_NOOP("CoreMessages", "inner loop counts must be >= 0")},
    {MessageId::InnerLoopProtoOrder, QT_TRANSLATE_NOOP("CoreMessages", "inner loop prototype start must be before its end")},
    {MessageId::InnerLoopsWithLoopBoundary, QT_TRANSLATE_NOOP("CoreMessages", "inner loops cannot be combined with a loop boundary")},
    {MessageId::BakeNoOutput, QT_TRANSLATE_NOOP("CoreMessages", "no output vector")},
    {MessageId::BakeIntervalInvalid, QT_TRANSLATE_NOOP("CoreMessages", "bake interval must be two numbers with min <= max")},
    {MessageId::BakeLoopingInfinite, QT_TRANSLATE_NOOP("CoreMessages", "cannot bake looping extrapolation over an infinite interval")},
    {MessageId::BakeTooManyKnots, QT_TRANSLATE_NOOP("CoreMessages", "baking this interval would create more than 10,000,000 knots")},
    {MessageId::BreakdownTimeNotFinite, QT_TRANSLATE_NOOP("CoreMessages", "breakdown time is not a finite number")},
    {MessageId::BreakdownEmpty, QT_TRANSLATE_NOOP("CoreMessages", "cannot break down an empty spline")},
    {MessageId::BreakdownKnotExists, QT_TRANSLATE_NOOP("CoreMessages", "a knot already exists at time %1")},
    {MessageId::BreakdownInEcho, QT_TRANSLATE_NOOP("CoreMessages", "time %1 is inside an inner-loop echo; break down the prototype instead")},
    {MessageId::BreakdownResolvedKnotExists, QT_TRANSLATE_NOOP("CoreMessages", "a resolved knot already exists at time %1")},
    {MessageId::BreakdownInLoopingPre, QT_TRANSLATE_NOOP("CoreMessages", "time %1 is in a looping pre-extrapolation")},
    {MessageId::BreakdownBeforeFirstLoopingPost, QT_TRANSLATE_NOOP("CoreMessages", "a knot before the first knot would change the looping post-extrapolation")},
    {MessageId::BreakdownInLoopingPost, QT_TRANSLATE_NOOP("CoreMessages", "time %1 is in a looping post-extrapolation")},
    {MessageId::BreakdownAfterLastLoopingPre, QT_TRANSLATE_NOOP("CoreMessages", "a knot after the last knot would change the looping pre-extrapolation")},
    {MessageId::BreakdownLastKnotInnerLoopCopy, QT_TRANSLATE_NOOP("CoreMessages", "the last knot is an inner-loop copy whose interpolation cannot be changed to match the post-extrapolation")},
    {MessageId::SampleNoOutput, QT_TRANSLATE_NOOP("CoreMessages", "no output vector given")},
    {MessageId::SampleIntervalNotFinite, QT_TRANSLATE_NOOP("CoreMessages", "the time interval must be finite")},
    {MessageId::SampleIntervalEmpty, QT_TRANSLATE_NOOP("CoreMessages", "the time interval is empty (tMin must be less than tMax)")},
    {MessageId::SampleScalesInvalid, QT_TRANSLATE_NOOP("CoreMessages", "timeScale and valueScale must be finite and positive")},
    {MessageId::SampleToleranceInvalid, QT_TRANSLATE_NOOP("CoreMessages", "the tolerance must be finite and positive")},
    // Maya curves (core/animcurve)
    {MessageId::KeyDataCount, QT_TRANSLATE_NOOP("CoreMessages", "key data has %1 entries for %2 knots")},
    {MessageId::KeyStoresGlobal, QT_TRANSLATE_NOOP("CoreMessages", "key %1 stores tangent type Global")},
    {MessageId::KeyNotInLine, QT_TRANSLATE_NOOP("CoreMessages", "key %1 at time %2 is not in line with its Maya data")},
    {MessageId::InfinityNotTsExtrapolation, QT_TRANSLATE_NOOP("CoreMessages", "%1-infinity type does not describe the Ts-authored extrapolation")},
    {MessageId::ExtrapolationNotInfinityImage, QT_TRANSLATE_NOOP("CoreMessages", "%1-extrapolation is not the image of the %1-infinity type")},
    {MessageId::ChangeOtherCurve, QT_TRANSLATE_NOOP("CoreMessages", "the change record belongs to another curve")},
    {MessageId::NothingToUndo, QT_TRANSLATE_NOOP("CoreMessages", "nothing to undo: the change is empty")},
    {MessageId::CannotUndoState, QT_TRANSLATE_NOOP("CoreMessages", "cannot undo: the curve is not in the state this change left it in")},
    {MessageId::CannotUndo, QT_TRANSLATE_NOOP("CoreMessages", "cannot undo: %1")},
    {MessageId::NothingToRedo, QT_TRANSLATE_NOOP("CoreMessages", "nothing to redo: the change is empty")},
    {MessageId::CannotRedoState, QT_TRANSLATE_NOOP("CoreMessages", "cannot redo: the curve is not in the state before this change")},
    {MessageId::CannotRedo, QT_TRANSLATE_NOOP("CoreMessages", "cannot redo: %1")},
    {MessageId::NoValueAtTime, QT_TRANSLATE_NOOP("CoreMessages", "no value at time %1 (value block)")},
    {MessageId::CurveHasNoKeys, QT_TRANSLATE_NOOP("CoreMessages", "the curve has no keys")},
    {MessageId::EvalTimeNotFinite, QT_TRANSLATE_NOOP("CoreMessages", "evaluation time is not a finite number")},
    {MessageId::KeyIndexOutOfRange, QT_TRANSLATE_NOOP("CoreMessages", "there is no key %1 (the curve has %2 keys)")},
    {MessageId::TimeNotFinite, QT_TRANSLATE_NOOP("CoreMessages", "time is not a finite number")},
    {MessageId::KeyTimeValueNotFinite, QT_TRANSLATE_NOOP("CoreMessages", "key time and value must be finite numbers")},
    {MessageId::KeysCountMismatch, QT_TRANSLATE_NOOP("CoreMessages", "%1 times but %2 values")},
    {MessageId::KeyNotFiniteTimeOrValue, QT_TRANSLATE_NOOP("CoreMessages", "key %1 has a non-finite time or value")},
    {MessageId::KeyNested, QT_TRANSLATE_NOOP("CoreMessages", "key %1: %2")},
    {MessageId::TwoKeysAtTime, QT_TRANSLATE_NOOP("CoreMessages", "two keys at time %1")},
    {MessageId::KeyValueNotFinite, QT_TRANSLATE_NOOP("CoreMessages", "key value must be a finite number")},
    {MessageId::KeyTimeNotFinite, QT_TRANSLATE_NOOP("CoreMessages", "key time must be a finite number")},
    {MessageId::KeyWouldReorder, QT_TRANSLATE_NOOP("CoreMessages", "key %2: time %1 would reorder the keys (a key must stay between its neighbours)")},
    {MessageId::MoveOffsetsNotFinite, QT_TRANSLATE_NOOP("CoreMessages", "offsets must be finite numbers")},
    {MessageId::KeyIndexGivenTwice, QT_TRANSLATE_NOOP("CoreMessages", "key %1 is given twice")},
    {MessageId::MoveLeavesFiniteRange, QT_TRANSLATE_NOOP("CoreMessages", "key %1 would leave the finite range")},
    {MessageId::MoveWouldReorder, QT_TRANSLATE_NOOP("CoreMessages", "the move would reorder key %1 and a neighbour")},
    {MessageId::EditSplineNoEdit, QT_TRANSLATE_NOOP("CoreMessages", "no edit given")},
    {MessageId::TangentAngleInvalid, QT_TRANSLATE_NOOP("CoreMessages", "tangent angle must be a finite number of radians within [-pi/2, pi/2]")},
    {MessageId::TangentWeightInvalid, QT_TRANSLATE_NOOP("CoreMessages", "tangent weight must be a finite number >= 0")},
    {MessageId::VerticalTangentAngle, QT_TRANSLATE_NOOP("CoreMessages", "vertical tangents (angle ±pi/2) are not supported")},
    {MessageId::CurveNotWeighted, QT_TRANSLATE_NOOP("CoreMessages", "the curve is not weighted, tangent weights have no effect")},
    {MessageId::TangentNotFinite, QT_TRANSLATE_NOOP("CoreMessages", "tangent x and y must be finite numbers")},
    {MessageId::TangentBackward, QT_TRANSLATE_NOOP("CoreMessages", "tangent x must be >= 0 (tangents point forward in time)")},
    {MessageId::VerticalTangent, QT_TRANSLATE_NOOP("CoreMessages", "vertical tangents (x = 0, y != 0) are not supported")},
    // Drag sessions (core/edit)
    {MessageId::SegmentNotCurve, QT_TRANSLATE_NOOP("CoreMessages", "key %1 does not start a curve segment")},
    {MessageId::LoopDragNoInnerLoop, QT_TRANSLATE_NOOP("CoreMessages", "loop boundary drag: the curve has no inner loop")},
    {MessageId::LoopDragTimeNotFinite, QT_TRANSLATE_NOOP("CoreMessages", "loop boundary drag: the time must be finite")},
    {MessageId::LoopDragNoPreBoundary, QT_TRANSLATE_NOOP("CoreMessages", "loop boundary drag: the pre-extrapolation has no loop boundary")},
    {MessageId::LoopDragNoPostBoundary, QT_TRANSLATE_NOOP("CoreMessages", "loop boundary drag: the post-extrapolation has no loop boundary")},
    {MessageId::PreValueDragNoKey, QT_TRANSLATE_NOOP("CoreMessages", "pre-value drag: key %1 does not exist")},
    {MessageId::PreValueDragNoPreValue, QT_TRANSLATE_NOOP("CoreMessages", "pre-value drag: key %1 has no pre-value to drag")},
    {MessageId::PreValueDragNotFinite, QT_TRANSLATE_NOOP("CoreMessages", "pre-value drag: the value must be finite")},
    {MessageId::TangentDragNoKey, QT_TRANSLATE_NOOP("CoreMessages", "tangent drag: key %1 does not exist")},
    {MessageId::TangentDragNoSegment, QT_TRANSLATE_NOOP("CoreMessages", "tangent drag: no curve segment uses that tangent of key %1")},
    {MessageId::TangentDragNotFinite, QT_TRANSLATE_NOOP("CoreMessages", "tangent drag: the handle position must be finite")},
    {MessageId::KnotDragNoKeys, QT_TRANSLATE_NOOP("CoreMessages", "knot drag: no keys to move")},
    {MessageId::KnotDragNoKey, QT_TRANSLATE_NOOP("CoreMessages", "knot drag: key %1 does not exist")},
    {MessageId::KnotDragKeyTwice, QT_TRANSLATE_NOOP("CoreMessages", "knot drag: key %1 is given twice")},
    {MessageId::KnotDragAnchorNotMoved, QT_TRANSLATE_NOOP("CoreMessages", "knot drag: the anchor key is not among the moved keys")},
    // The editor document (core/editor builds these as text today; the GUI recognises them by their format)
    {MessageId::ChannelDoesNotExist, QT_TRANSLATE_NOOP("CoreMessages", "channel %1 does not exist")},
    {MessageId::ChannelReadOnly, QT_TRANSLATE_NOOP("CoreMessages", "%1 comes from a sublayer and is read-only")},
    {MessageId::NotUsdLayer, QT_TRANSLATE_NOOP("CoreMessages", "the document is not a USD layer")},
    {MessageId::NoFileYet, QT_TRANSLATE_NOOP("CoreMessages", "the document has no file yet: use Save As")},
    {MessageId::UsdSaveExtension, QT_TRANSLATE_NOOP("CoreMessages", "a USD layer can only be saved as .usda or .usd")},
    {MessageId::AnimSaveExtension, QT_TRANSLATE_NOOP("CoreMessages", "a Maya anim file can only be saved as .anim")},
    {MessageId::NothingToSave, QT_TRANSLATE_NOOP("CoreMessages", "an empty document has nothing to save")},
    {MessageId::ChannelNeedsPath, QT_TRANSLATE_NOOP("CoreMessages", "a channel needs a path")},
    {MessageId::ChannelExists, QT_TRANSLATE_NOOP("CoreMessages", "%1 is already a channel")},
    {MessageId::InsertedChannelReadOnly, QT_TRANSLATE_NOOP("CoreMessages", "an inserted channel cannot be read-only")},
    {MessageId::EmptyDocumentNoChannels, QT_TRANSLATE_NOOP("CoreMessages", "an empty document cannot hold channels")},
    {MessageId::ChannelNotInsertedAgain, QT_TRANSLATE_NOOP("CoreMessages", "%1 cannot be inserted again: the document has changed")},
    {MessageId::ChannelNotRemoved, QT_TRANSLATE_NOOP("CoreMessages", "%1 cannot be removed: the document has changed")},
    {MessageId::EditFinished, QT_TRANSLATE_NOOP("CoreMessages", "the edit is finished")},
    {MessageId::AnimHoldsOnlyCurves, QT_TRANSLATE_NOOP("CoreMessages", "a Maya anim file holds only anim curves")},
    {MessageId::NotNodeAttributePath, QT_TRANSLATE_NOOP("CoreMessages", "%1 is not a node.attribute path")},
    {MessageId::UsdHoldsOnlyAttributes, QT_TRANSLATE_NOOP("CoreMessages", "a USD layer holds only attribute channels")},
    {MessageId::NotAttributePath, QT_TRANSLATE_NOOP("CoreMessages", "%1 is not an attribute path (/Prim.attribute)")},
    {MessageId::RootLayerHasNoPrim, QT_TRANSLATE_NOOP("CoreMessages", "the root layer has no prim %1")},
    {MessageId::AttributeCannotHoldSpline, QT_TRANSLATE_NOOP("CoreMessages", "a %1 attribute cannot hold a spline")},
    {MessageId::SublayerSplineShowsThrough,
     QT_TRANSLATE_NOOP("CoreMessages", "a sublayer has a spline here too, which would show through: edit the sublayer to remove it")},
    {MessageId::UsdaLoopCountBeyondLimit, QT_TRANSLATE_NOOP("CoreMessages", "loop count %1 is beyond the limit of %2 inner-loop copies")},
    {MessageId::UsdaInnerLoopTooManyCopies, QT_TRANSLATE_NOOP("CoreMessages", "inner loop makes %1 copies of its prototype (at most %2)")},
    {MessageId::ClipSetDropped, QT_TRANSLATE_NOOP("CoreMessages", "clip set '%1' of %2 is dropped: %3")},
    {MessageId::ClipFieldWrongType, QT_TRANSLATE_NOOP("CoreMessages", "'%1' must be a %2 value")},
    {MessageId::ClipEmptyAssetPath, QT_TRANSLATE_NOOP("CoreMessages", "'%1' holds an empty asset path")},
    {MessageId::ClipPrimPathNotAbsolute, QT_TRANSLATE_NOOP("CoreMessages", "'primPath' must be an absolute prim path such as /Model, not '%1'")},
    {MessageId::ClipIndexOutOfRange, QT_TRANSLATE_NOOP("CoreMessages", "'active' names clip %1, but 'assetPaths' has %2 clips (counted from 0)")},
    {MessageId::ClipActiveTwiceAtTime, QT_TRANSLATE_NOOP("CoreMessages", "'active' has two entries at stage time %1")},
    {MessageId::ClipTimesThreeAtTime, QT_TRANSLATE_NOOP("CoreMessages", "'times' has more than two entries at stage time %1")},
    {MessageId::ClipTemplatePattern, QT_TRANSLATE_NOOP("CoreMessages", "'templateAssetPath' \"%1\" needs one group of # or two joined by a dot (###.###)")},
    {MessageId::ClipTemplateNotFinite, QT_TRANSLATE_NOOP("CoreMessages", "the template times must be finite numbers")},
    {MessageId::ClipTemplateStartAfterEnd, QT_TRANSLATE_NOOP("CoreMessages", "'templateStartTime' is after 'templateEndTime'")},
    {MessageId::ClipTemplateStrideNotPositive, QT_TRANSLATE_NOOP("CoreMessages", "'templateStride' must be at least 0.0001")},
    {MessageId::ClipTemplateOffsetBeyondStride, QT_TRANSLATE_NOOP("CoreMessages", "'templateActiveOffset' must not be larger than 'templateStride'")},
    {MessageId::ClipTemplateTooManyTimes, QT_TRANSLATE_NOOP("CoreMessages", "the template names more than %1 clip times")},
    {MessageId::ClipLayerMissing, QT_TRANSLATE_NOOP("CoreMessages", "clip layer '%1' of clip set '%2' on %3 does not exist (%4); it contributes no values")},
    {MessageId::ClipLayerUnreadable, QT_TRANSLATE_NOOP("CoreMessages", "cannot read clip layer '%1' of clip set '%2' on %3: %4; it contributes no values")},
    {MessageId::ClipManifestMissing, QT_TRANSLATE_NOOP("CoreMessages", "manifest '%1' of clip set '%2' on %3 does not exist (%4); the set drives no attributes")},
    {MessageId::ClipManifestUnreadable, QT_TRANSLATE_NOOP("CoreMessages", "cannot read manifest '%1' of clip set '%2' on %3: %4; the set drives no attributes")},
    {MessageId::ClipBakeNotClipDriven, QT_TRANSLATE_NOOP("CoreMessages", "%1 is not driven by a value-clip set")},
};

static_assert(std::size(kForms) == kMessageIdCount, "every MessageId needs its English format in kForms");

constexpr bool formsInEnumOrder()
{
    for (std::size_t i = 0; i < std::size(kForms); ++i)
        if (kForms[i].id != static_cast<MessageId>(i) || kForms[i].format == nullptr)
            return false;
    return true;
}
static_assert(formsInEnumOrder(), "kForms lists the MessageIds in enum order, each with a format");

} // namespace

const char *messageFormat(MessageId id)
{
    const auto i = static_cast<std::size_t>(id);
    return i < std::size(kForms) ? kForms[i].format : "%1";
}

} // namespace knotline
