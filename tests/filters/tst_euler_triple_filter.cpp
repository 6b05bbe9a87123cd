// The Euler filter over a rotation triple (core/filters/EulerTripleFilter.h): gimbal flips
// to the mirrored triple (x + 180, 180 − y, z + 180) taken back, with the orientation at
// every key unchanged (rotation matrices compared); whole-turn flips as the one-curve filter;
// keys not shared by all three curves unwrapped alone; radians, key ranges, another middle
// axis; applying a plan as one change record that undoes bit for bit; refusals.
#include "core/filters/EulerTripleFilter.h"
#include "core/filters/RotationChannelName.h"

#include "tests/support/FilterCurves.h"

#include <Eigen/Geometry>

#include <QTest>

#include <cmath>
#include <numbers>

using namespace knotline;
using knotline::test::curveOf;
using knotline::test::keyValues;

class TestEulerTripleFilter : public QObject {
    Q_OBJECT
private slots:
    void gimbalFlipsAreTakenBack_data();
    void gimbalFlipsAreTakenBack();
    void wholeTurnsAndUnsharedKeys();
    void rangesMiddleAxisAndRefusals();
    void planAppliesAsOneUndoableChange();
    void rotationNames_data();
    void rotationNames();
};

namespace {

constexpr double kDeg = std::numbers::pi / 180.0;

/// R = Rz·Ry·Rx for angles in degrees (rotate order XYZ).
Eigen::Matrix3d orientation(double x, double y, double z)
{
    return (Eigen::AngleAxisd(z * kDeg, Eigen::Vector3d::UnitZ()) * Eigen::AngleAxisd(y * kDeg, Eigen::Vector3d::UnitY())
            * Eigen::AngleAxisd(x * kDeg, Eigen::Vector3d::UnitX()))
        .toRotationMatrix();
}

/// `a` wrapped into (−180, 180], as exporters write angles.
double wrapped(double a)
{
    double w = std::fmod(a, 360.0);
    if (w > 180.0)
        w -= 360.0;
    if (w <= -180.0)
        w += 360.0;
    return w;
}

struct Triple {
    std::vector<double> x, y, z;
};

/// A node swinging near y = 90° (where solvers flip), the keys at `flipped` written as the
/// mirrored triple and every angle wrapped.
Triple solverOutput(const std::vector<int> &flipped, Triple *truth)
{
    Triple out;
    for (int i = 0; i < 12; ++i) {
        const double x = 10.0 + 7.0 * i;
        const double y = 80.0 + 6.0 * std::sin(i * 0.7);
        const double z = -30.0 + 11.0 * i;
        truth->x.push_back(x);
        truth->y.push_back(y);
        truth->z.push_back(z);
        const bool flip = std::find(flipped.begin(), flipped.end(), i) != flipped.end();
        out.x.push_back(wrapped(flip ? x + 180.0 : x));
        out.y.push_back(wrapped(flip ? 180.0 - y : y));
        out.z.push_back(wrapped(flip ? z + 180.0 : z));
    }
    return out;
}

} // namespace

void TestEulerTripleFilter::gimbalFlipsAreTakenBack_data()
{
    QTest::addColumn<std::vector<int>>("flipped");
    QTest::newRow("one key") << std::vector<int>{4};
    QTest::newRow("a run") << std::vector<int>{3, 4, 5, 6};
    QTest::newRow("alternating") << std::vector<int>{1, 3, 5, 7, 9, 11};
    QTest::newRow("none") << std::vector<int>{};
}

void TestEulerTripleFilter::gimbalFlipsAreTakenBack()
{
    QFETCH(std::vector<int>, flipped);
    Triple truth;
    const Triple solver = solverOutput(flipped, &truth);
    const AnimCurve x = curveOf(solver.x), y = curveOf(solver.y), z = curveOf(solver.z);
    const Result<EulerTriplePlan> plan = planEulerTripleFilter({&x, &y, &z}, AngleUnit::Degrees);
    QVERIFY2(plan.isOk(), plan.message().c_str());
    QCOMPARE(plan->mirroredTimes, flipped.size());
    AnimCurve fx = x, fy = y, fz = z;
    AnimCurveFn fnx(fx), fny(fy), fnz(fz);
    QVERIFY(applyEulerPlan(fnx, plan->changes[0]).isOk());
    QVERIFY(applyEulerPlan(fny, plan->changes[1]).isOk());
    QVERIFY(applyEulerPlan(fnz, plan->changes[2]).isOk());
    const std::vector<double> gx = keyValues(fx), gy = keyValues(fy), gz = keyValues(fz);
    for (std::size_t i = 0; i < gx.size(); ++i) {
        // The smooth motion comes back (to the rounding of ±180 and the wraps) …
        QVERIFY2(std::abs(gx[i] - truth.x[i]) < 1e-9 && std::abs(gy[i] - truth.y[i]) < 1e-9
                     && std::abs(gz[i] - truth.z[i]) < 1e-9,
                 qPrintable(QStringLiteral("key %1: (%2, %3, %4), want (%5, %6, %7)")
                                .arg(i)
                                .arg(gx[i])
                                .arg(gy[i])
                                .arg(gz[i])
                                .arg(truth.x[i])
                                .arg(truth.y[i])
                                .arg(truth.z[i])));
        // … and each key still gives the orientation the solver wrote.
        const Eigen::Matrix3d want = orientation(solver.x[i], solver.y[i], solver.z[i]);
        QVERIFY((orientation(gx[i], gy[i], gz[i]) - want).cwiseAbs().maxCoeff() < 1e-12);
    }
    if (flipped.empty()) {
        QCOMPARE(plan->keysChanged, std::size_t(0));
        QVERIFY(fx == x && fy == y && fz == z);
    }
}

void TestEulerTripleFilter::wholeTurnsAndUnsharedKeys()
{
    // x and z have keys at 0, 1, 2, 3; y at 0, 1.5 and 3: only times 0 and 3 are shared.
    const AnimCurve x = curveOf({0, 350, 20, 30});      // 350 is −10 a turn up
    const AnimCurve z = curveOf({5, 6, 7, 8});
    AnimCurve y;
    AnimCurveFn yfn(y);
    QVERIFY(yfn.addKeys({0.0, 1.5, 3.0}, {10.0, 370.0, 12.0}, MayaTangentType::Auto, MayaTangentType::Auto).isOk());
    const Result<EulerTriplePlan> plan = planEulerTripleFilter({&x, &y, &z}, AngleUnit::Degrees);
    QVERIFY2(plan.isOk(), plan.message().c_str());
    QCOMPARE(plan->mirroredTimes, std::size_t(0));
    // x at 1: 350 → −10 (alone: y has no key at 1); y at 1.5: 370 → 10; nothing else moves.
    QCOMPARE(plan->changes[0], (std::vector<std::pair<std::size_t, double>>{{1, -10.0}}));
    QCOMPARE(plan->changes[1], (std::vector<std::pair<std::size_t, double>>{{1, 10.0}}));
    QVERIFY(plan->changes[2].empty());
    QCOMPARE(plan->keysChanged, std::size_t(2));
    QCOMPARE(plan->largestChange, 360.0);
}

void TestEulerTripleFilter::rangesMiddleAxisAndRefusals()
{
    // Radians, middle axis X (rotate order YXZ): the mirror is (y + π, π − x, z + π).
    const double pi = std::numbers::pi;
    const AnimCurve a = curveOf({0.1, 0.2 + pi, 0.3}); // the middle key mirrored (order: x, y, z of the triple)
    const AnimCurve b = curveOf({1.4, pi - 1.45, 1.5});
    const AnimCurve c = curveOf({0.5, 0.6 - pi, 0.7});
    const Result<EulerTriplePlan> plan = planEulerTripleFilter({&b, &a, &c}, AngleUnit::Radians, {}, 0);
    QVERIFY2(plan.isOk(), plan.message().c_str());
    QCOMPARE(plan->mirroredTimes, std::size_t(1));
    QVERIFY(std::abs(plan->changes[0].at(0).second - 1.45) < 1e-12);
    QVERIFY(std::abs(plan->changes[1].at(0).second - 0.2) < 1e-12);
    QVERIFY(std::abs(plan->changes[2].at(0).second - 0.6) < 1e-12);
    // A range without the flipped key changes nothing; each curve's first key in range is the
    // reference.
    const std::array<EulerKeyRange, 3> lastOnly{std::make_pair<std::size_t, std::size_t>(2, 2),
                                               std::make_pair<std::size_t, std::size_t>(2, 2),
                                               std::make_pair<std::size_t, std::size_t>(2, 2)};
    const Result<EulerTriplePlan> none = planEulerTripleFilter({&b, &a, &c}, AngleUnit::Radians, lastOnly, 0);
    QVERIFY(none.isOk());
    QCOMPARE(none->keysChanged, std::size_t(0));
    // A range outside a curve: refused, nothing planned.
    const std::array<EulerKeyRange, 3> bad{std::nullopt, std::make_pair<std::size_t, std::size_t>(1, 7), std::nullopt};
    QCOMPARE(planEulerTripleFilter({&b, &a, &c}, AngleUnit::Radians, bad).status().id(), MessageId::FilterKeyRangeInvalid);
    // A missing or empty curve: the other two are unwrapped alone.
    const AnimCurve empty;
    const Result<EulerTriplePlan> pair = planEulerTripleFilter({&a, nullptr, &empty}, AngleUnit::Radians);
    QVERIFY(pair.isOk());
    QCOMPARE(pair->mirroredTimes, std::size_t(0));
    QVERIFY(std::abs(pair->changes[0].at(0).second - (0.2 - pi)) < 1e-12); // 0.2 + π is nearer 0.1 a turn down
}

void TestEulerTripleFilter::planAppliesAsOneUndoableChange()
{
    Triple truth;
    const Triple solver = solverOutput({2, 3}, &truth);
    AnimCurve x = curveOf(solver.x);
    const AnimCurve before = x;
    const AnimCurve y = curveOf(solver.y), z = curveOf(solver.z);
    const Result<EulerTriplePlan> plan = planEulerTripleFilter({&x, &y, &z}, AngleUnit::Degrees);
    QVERIFY(plan.isOk());
    QVERIFY(!plan->changes[0].empty());
    AnimCurveFn fn(x);
    AnimCurveChange change;
    QVERIFY(applyEulerPlan(fn, plan->changes[0], &change).isOk());
    QVERIFY(!(x == before));
    QVERIFY(x.checkConsistency().isOk());
    QVERIFY(change.undoIt().isOk());
    QVERIFY(x == before);
    QVERIFY(change.redoIt().isOk());
    QCOMPARE(x.keyValue(2), truth.x[2]);
    // A plan for keys the curve does not have is refused by setValue.
    QVERIFY(!applyEulerPlan(fn, {{99, 1.0}}).isOk());
}

void TestEulerTripleFilter::rotationNames_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("rotation");
    QTest::addColumn<QString>("group"); // empty: not one axis of a triple
    QTest::addColumn<int>("axis");
    QTest::newRow("maya long") << "joint1.rotate.rotateX" << true << "joint1.rotate.rotate" << 0;
    QTest::newRow("maya short") << "|rig|arm.rotateZ" << true << "|rig|arm.rotate" << 2;
    QTest::newRow("usd op") << "/Arm.xformOp:rotateY" << true << "/Arm.xformOp:rotate" << 1;
    QTest::newRow("usd op suffix") << "/Arm.xformOp:rotateX:wrist" << true << "/Arm.xformOp:rotate:wrist" << 0;
    QTest::newRow("usd plain") << "/Arm.rotateZ" << true << "/Arm.rotate" << 2;
    QTest::newRow("three axes") << "/Arm.xformOp:rotateXYZ" << true << "" << -1;
    QTest::newRow("translate") << "/Arm.xformOp:translateX" << false << "" << -1;
    QTest::newRow("lower case") << "/Arm.rotatex" << true << "" << -1;
    QTest::newRow("not an op") << "/Arm.myxformOp:rotateX" << false << "" << -1;
}

void TestEulerTripleFilter::rotationNames()
{
    QFETCH(QString, path);
    QFETCH(QString, group);
    QFETCH(int, axis);
    const std::string p = path.toStdString();
    QTEST(isRotationName(p), "rotation");
    const std::optional<RotationAxisName> got = rotationAxisOf(p);
    QCOMPARE(got.has_value(), !group.isEmpty());
    if (got) {
        QCOMPARE(QString::fromStdString(got->group), group);
        QCOMPARE(int(got->axis), axis);
    }
}

QTEST_GUILESS_MAIN(TestEulerTripleFilter)
#include "tst_euler_triple_filter.moc"
